import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { nonEmptyValues } from './selected-values'
import { defaultSortMode, sortModes, type SortMode } from './sort-manufacturers'
import { maxSelectedManufacturers } from './manufacturer-selection'

/** The part of a parameter search a link or a reload must reproduce. */
export type SearchState = {
  selectedValues: SelectedValue[]
  selectedManufacturers: string[]
  expanded: boolean
  sort: SortMode
  parameter: string | null
}

// `v.<parameter>=<value>` keeps a parameter's name readable in the address and any character safe
const valuePrefix = 'v.'

/** Lenient, like a URL schema should be: a bad or unknown entry is dropped, never thrown. */
export function readSearchState(params: URLSearchParams): SearchState {
  const selectedValues: SelectedValue[] = []
  for (const [key, value] of params) {
    if (key.startsWith(valuePrefix) && key.length > valuePrefix.length && value.trim()) {
      const name = key.slice(valuePrefix.length)
      if (!selectedValues.some((entry) => entry.name === name)) selectedValues.push({ name, value })
    }
  }
  const selectedManufacturers = [...new Set(params.getAll('m').filter(Boolean))].slice(
    0,
    maxSelectedManufacturers,
  )
  const sort = sortModes.find((mode) => mode === params.get('sort')) ?? defaultSortMode
  return {
    selectedValues,
    selectedManufacturers,
    expanded: params.get('expanded') === '1',
    sort,
    parameter: params.get('parameter') || null,
  }
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.parameter) params.set('parameter', state.parameter)
  for (const entry of nonEmptyValues(state.selectedValues))
    params.set(`${valuePrefix}${entry.name}`, entry.value)
  for (const title of state.selectedManufacturers) params.append('m', title)
  if (state.expanded) params.set('expanded', '1')
  if (state.sort !== defaultSortMode) params.set('sort', state.sort)
  return params
}

/** Whether the address carries a search of its own, which then wins over the saved configuration. */
export function hasSearchState(params: URLSearchParams): boolean {
  const state = readSearchState(params)
  return state.selectedValues.length > 0 || state.selectedManufacturers.length > 0 || state.expanded
}
