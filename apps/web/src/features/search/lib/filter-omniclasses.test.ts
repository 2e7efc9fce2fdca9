import { describe, expect, it } from 'vitest'
import { filterOmniclasses, matchesWholeText, rankOmniclasses, toSearchTerms } from './filter-omniclasses'

const tables = [
  { number: '23-17 11 00', name: 'Doors' },
  { number: '23-17 11 13', name: 'Hollow Metal Doors' },
  { number: '23-17 13 00', name: 'Windows' },
  { number: null, name: 'Acoustic Ceiling Panels' },
]
const names = (items: { name: string }[]) => items.map((item) => item.name)

describe('client-side omniclass filter (spec §5)', () => {
  it('splits on spaces, strips non-alphanumerics and lowercases', () => {
    expect(toSearchTerms('  Hollow-Metal  DOORS! ')).toEqual(['hollowmetal', 'doors'])
    expect(toSearchTerms(' - ')).toEqual([])
  })

  it('shows everything for empty input', () => {
    expect(filterOmniclasses(tables, '')).toHaveLength(4)
    expect(filterOmniclasses(tables, '   ')).toHaveLength(4)
  })

  it('matches a table whose name or number contains any term', () => {
    expect(names(filterOmniclasses(tables, 'metal windows'))).toEqual(['Hollow Metal Doors', 'Windows'])
    expect(names(filterOmniclasses(tables, 'ceiling'))).toEqual(['Acoustic Ceiling Panels'])
    expect(names(filterOmniclasses(tables, 'zzz'))).toEqual([])
  })

  it('matches numbers typed with or without their dash', () => {
    expect(names(filterOmniclasses(tables, '23-17 13'))).toContain('Windows')
    expect(names(filterOmniclasses(tables, '231711'))).toEqual(['Doors', 'Hollow Metal Doors'])
  })

  it('the whole-text filter is case-insensitive against name or number', () => {
    expect(matchesWholeText(tables[1]!, 'METAL DOORS')).toBe(true)
    expect(matchesWholeText(tables[1]!, 'doors metal')).toBe(false)
    expect(matchesWholeText(tables[1]!, '23-17 11')).toBe(true)
  })

  it('ranks whole-text matches first and keeps the catalogue order otherwise', () => {
    expect(names(rankOmniclasses(tables, 'metal doors'))).toEqual(['Hollow Metal Doors', 'Doors'])
  })
})
