import { describe, expect, it } from 'vitest'
import { buildFallbackManufacturers } from './fallback-manufacturers'
import { isSelectionDisabled, toggleManufacturer } from './manufacturer-selection'
import {
  hasAnyValue,
  isCustomValue,
  listSearchParameters,
  nonEmptyValues,
  toggleValue,
} from './selected-values'

describe('parameter values (spec §2, §4)', () => {
  const parameters = [
    { name: 'Material', values: ['Steel', 'Wood'] },
    { name: 'Manufacturer', values: ['Acme Doors', 'Zenith Doors', 'Acme Doors'] },
    { name: 'Brand Name', values: ['X'] },
  ]

  it('leaves out parameters whose name contains manufacturer or brand', () => {
    expect(listSearchParameters(parameters).map((p) => p.name)).toEqual(['Material'])
  })

  it('toggles a value: choosing it again clears it', () => {
    const once = toggleValue([], 'Material', 'Steel')
    expect(once).toEqual([{ name: 'Material', value: 'Steel' }])
    expect(toggleValue(once, 'Material', 'Wood')).toEqual([{ name: 'Material', value: 'Wood' }])
    expect(toggleValue(once, 'Material', 'Steel')).toEqual([])
  })

  it('drops empty values from the filter', () => {
    const selected = [
      { name: 'Material', value: '' },
      { name: 'Width', value: '36 in' },
    ]
    expect(nonEmptyValues(selected)).toEqual([{ name: 'Width', value: '36 in' }])
    expect(hasAnyValue([{ name: 'Material', value: ' ' }])).toBe(false)
  })

  it('treats a value missing from the list as custom', () => {
    expect(isCustomValue(parameters[0], 'Steel')).toBe(false)
    expect(isCustomValue(parameters[0], 'Copper')).toBe(true)
    expect(isCustomValue(parameters[0], '')).toBe(false)
  })

  it('builds an unverified fallback list from the manufacturer and brand columns', () => {
    const fallback = buildFallbackManufacturers(parameters)
    expect(fallback.map((m) => m.title)).toEqual(['Acme Doors', 'Zenith Doors', 'X'])
    expect(fallback.every((m) => !m.verified && m.url === null)).toBe(true)
  })
})

describe('manufacturer selection (spec §5)', () => {
  it('allows at most five and always allows unselecting', () => {
    let selected: string[] = []
    for (const title of ['a', 'b', 'c', 'd', 'e', 'f']) selected = toggleManufacturer(selected, title)
    expect(selected).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(isSelectionDisabled(selected, 'f')).toBe(true)
    expect(isSelectionDisabled(selected, 'a')).toBe(false)
    expect(toggleManufacturer(selected, 'c')).toEqual(['a', 'b', 'd', 'e'])
  })
})
