import { describe, expect, it } from 'vitest'
import { hasSearchState, readSearchState, writeSearchState, type SearchState } from './url-state'

describe('search state in the URL', () => {
  const state: SearchState = {
    selectedValues: [
      { name: 'Fire Rating', value: '90 min' },
      { name: 'Width & Height', value: '36 in = 914 mm' },
    ],
    selectedManufacturers: ['Acme Doors', 'Zenith & Sons'],
    expanded: true,
    sort: 'alphabetical',
    parameter: 'Fire Rating',
  }

  it('round-trips through the address, whatever characters the names hold', () => {
    const query = writeSearchState(state).toString()
    expect(readSearchState(new URLSearchParams(query))).toEqual(state)
  })

  it('leaves defaults and empty values out of the address', () => {
    const query = writeSearchState({
      ...state,
      selectedValues: [{ name: 'A', value: '' }],
      selectedManufacturers: [],
      expanded: false,
      sort: 'relevancy',
      parameter: null,
    })
    expect(query.toString()).toBe('')
  })

  it('drops bad entries instead of failing', () => {
    const read = readSearchState(
      new URLSearchParams('v.=x&v.A=&sort=random&m=a&m=a&m=b&m=c&m=d&m=e&m=f&expanded=yes'),
    )
    expect(read.selectedValues).toEqual([])
    expect(read.sort).toBe('relevancy')
    expect(read.selectedManufacturers).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(read.expanded).toBe(false)
  })

  it('knows whether the address carries a search', () => {
    expect(hasSearchState(new URLSearchParams('parameter=Width'))).toBe(false)
    expect(hasSearchState(new URLSearchParams('v.Width=36%20in'))).toBe(true)
  })
})
