import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import type { ManufacturerRow } from './fallback-manufacturers'

/** Spec §3 and §9: the search in progress is kept in local storage under this key. */
export const configurationKey = 'omniclassConfiguration'

export type SavedConfiguration = {
  name: string
  manufacturerTitle: string | null
  selectedValues: SelectedValue[]
  selectedManufacturers: string[]
  expanded: boolean
  manufacturers: ManufacturerRow[] | null
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function saveConfiguration(store: KeyValueStore, configuration: SavedConfiguration) {
  // spec §3: logos are stripped; they are re-fetched with the list and would bloat the store
  const manufacturers =
    configuration.manufacturers?.map((manufacturer) => ({ ...manufacturer, logo: null })) ?? null
  try {
    store.setItem(configurationKey, JSON.stringify({ ...configuration, manufacturers }))
  } catch {
    // a full or blocked store only costs the restore on the next visit
  }
}

function isSelectedValue(entry: unknown): entry is SelectedValue {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as SelectedValue).name === 'string' &&
    typeof (entry as SelectedValue).value === 'string'
  )
}

function parseConfiguration(text: string | null): SavedConfiguration | null {
  if (!text) return null
  try {
    const raw = JSON.parse(text) as Partial<SavedConfiguration>
    if (typeof raw.name !== 'string') return null
    return {
      name: raw.name,
      manufacturerTitle: typeof raw.manufacturerTitle === 'string' ? raw.manufacturerTitle : null,
      selectedValues: Array.isArray(raw.selectedValues) ? raw.selectedValues.filter(isSelectedValue) : [],
      selectedManufacturers: Array.isArray(raw.selectedManufacturers)
        ? raw.selectedManufacturers.filter((t) => typeof t === 'string')
        : [],
      expanded: raw.expanded === true,
      manufacturers: Array.isArray(raw.manufacturers) ? raw.manufacturers : null,
    }
  } catch {
    return null
  }
}

/**
 * Spec §3: restored only when the stored name is the current omniclass; otherwise the stored
 * configuration is deleted. The by-manufacturer page is a different search, so its title must match too.
 */
export function restoreConfiguration(
  store: KeyValueStore,
  name: string,
  manufacturerTitle: string | null,
): SavedConfiguration | null {
  const saved = parseConfiguration(store.getItem(configurationKey))
  if (saved && saved.name === name && saved.manufacturerTitle === manufacturerTitle) return saved
  store.removeItem(configurationKey)
  return null
}

export function clearConfiguration(store: KeyValueStore) {
  store.removeItem(configurationKey)
}
