import { describe, expect, it } from 'vitest'
import { filterByTerms, toSearchTerms } from './search-terms'

const tables = [
  { number: '23-17 11 00', name: 'Doors' },
  { number: '23-17 11 13', name: 'Fire Doors' },
  { number: null, name: 'Fire Extinguishers' },
  { number: '23-13 21 11', name: 'Concrete Masonry Units' },
]
const texts = (t: (typeof tables)[number]) => [t.name, t.number]

describe('client-side omniclass search', () => {
  it('splits, strips and lower-cases the input', () => {
    expect(toSearchTerms('  Fire-Rated  DOORS! ')).toEqual(['firerated', 'doors'])
  })

  it('keeps everything for empty input', () => {
    expect(filterByTerms(tables, '  ', texts)).toEqual(tables)
  })

  it('matches any term in the name or number, best matches first', () => {
    expect(filterByTerms(tables, 'fire door', texts).map((t) => t.name)).toEqual([
      'Fire Doors',
      'Doors',
      'Fire Extinguishers',
    ])
    expect(filterByTerms(tables, '23-13', texts).map((t) => t.name)).toEqual(['Concrete Masonry Units'])
    expect(filterByTerms(tables, 'windows', texts)).toEqual([])
  })
})
