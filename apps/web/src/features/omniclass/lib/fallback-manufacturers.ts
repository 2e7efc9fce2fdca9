import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { emptyAggregatorContent } from '@scout/shared/schemas/manufacturer'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { toNameKey } from '@scout/shared/domain/names'
import { isMakerParameter } from './selected-values'

/** What Step 3 needs of a manufacturer; `fallback` marks a name from the table that is no catalogue entry. */
export type ManufacturerRow = { fallback?: boolean } & Pick<
  Manufacturer,
  | 'title'
  | 'url'
  | 'logo'
  | 'verified'
  | 'verified_on'
  | 'links_for_professionals'
  | 'aggregator_content'
  | 'highlighted'
>

/**
 * Spec §4: a table with no associated manufacturers still names makers in its manufacturer/brand
 * columns; those become the list, unverified and without a page to link to. Nobody can be asked through
 * them (a request needs a catalogue entry with its address), so they are shown but cannot be selected.
 */
export function buildFallbackManufacturers(parameters: Parameter[]): ManufacturerRow[] {
  const titles = parameters
    .filter((parameter) => isMakerParameter(parameter.name))
    .flatMap((parameter) => parameter.values)
    .map((value) => value.trim())
    .filter(Boolean)
  return [...new Set(titles)].map((title) => ({
    title,
    url: null,
    logo: null,
    verified: false,
    verified_on: null,
    links_for_professionals: [],
    aggregator_content: { ...emptyAggregatorContent },
    fallback: true,
  }))
}

/**
 * A generated table's Manufacturer column often names makers of the tables it learned from: those are in the
 * catalogue and listed, selectable, among the makers of similar products, so their "cannot be asked" fallback
 * row goes (decision 017).
 */
export function withoutListedFallbacks(
  rows: ManufacturerRow[] | null,
  listed: { title: string }[],
): ManufacturerRow[] | null {
  if (!rows || listed.length === 0) return rows
  const keys = new Set(listed.map((row) => toNameKey(row.title)))
  return rows.filter((row) => !row.fallback || !keys.has(toNameKey(row.title)))
}
