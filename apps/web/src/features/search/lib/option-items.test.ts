import { describe, expect, it } from 'vitest'
import { buildOptionItems, hitKey, parentIndexOf } from './option-items'

const doors = {
  number: '23-17 11 00',
  name: 'Doors',
  kind: 'omniclass' as const,
  omniclass_name: null,
  manufacturer_titles: ['Acme Doors', 'Zenith Doors'],
  manufacturer_count: 2,
}
const windows = {
  number: '23-17 13 00',
  name: 'Windows',
  kind: 'omniclass' as const,
  omniclass_name: null,
  manufacturer_titles: [],
  manufacturer_count: 0,
}

describe('autocomplete rows in keyboard order', () => {
  it('lists hits, and the generate footer last', () => {
    expect(buildOptionItems([doors, windows], new Set(), true).map((item) => item.type)).toEqual([
      'hit',
      'hit',
      'generate',
    ])
    expect(buildOptionItems([doors], new Set(), false).map((item) => item.type)).toEqual(['hit'])
  })

  it('offers only the makers of a product that names no table', () => {
    const product = { ...doors, kind: 'product' as const, name: 'Acme Series 100 Door', number: null }
    expect(buildOptionItems([product], new Set([hitKey(product)]), false).map((item) => item.type)).toEqual([
      'hit',
      'maker',
      'maker',
    ])
  })

  it('follows an expanded hit with View Generic Omniclass and its makers', () => {
    const items = buildOptionItems([doors, windows], new Set([hitKey(doors), hitKey(windows)]), true)
    expect(items.map((item) => (item.type === 'maker' ? item.title : item.type))).toEqual([
      'hit',
      'generic',
      'Acme Doors',
      'Zenith Doors',
      'hit',
      'generate',
    ])
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    expect(parentIndexOf(items, 3)).toBe(0)
    expect(parentIndexOf(items, 4)).toBe(4)
  })
})
