import { describe, expect, it } from 'vitest'
import { sortManufacturers, weightOf, type SortableManufacturer } from './sort-manufacturers'

const make = (title: string, over: Partial<SortableManufacturer> = {}): SortableManufacturer => ({
  title,
  verified: false,
  verified_on: null,
  links_for_professionals: [],
  ...over,
})
const link = { url: 'https://x.example', title: 'Specs' }

describe('manufacturer sort (spec §4, §9)', () => {
  it('weighs highlighted 4, verified 2, professional links 1', () => {
    expect(weightOf(make('a', { highlighted: true }))).toBe(4)
    expect(weightOf(make('a', { verified: true }))).toBe(2)
    expect(weightOf(make('a', { links_for_professionals: [link] }))).toBe(1)
    expect(weightOf(make('a', { highlighted: true, verified: true, links_for_professionals: [link] }))).toBe(
      7,
    )
  })

  it('orders by weight descending; a highlighted maker beats a verified one with links', () => {
    const list = [
      make('plain'),
      make('verified+links', { verified: true, verified_on: '2024-01-01', links_for_professionals: [link] }),
      make('highlighted', { highlighted: true }),
      make('links', { links_for_professionals: [link] }),
    ]
    expect(sortManufacturers(list, 'relevancy').map((m) => m.title)).toEqual([
      'highlighted',
      'verified+links',
      'links',
      'plain',
    ])
  })

  it('puts newer verification first among equals and keeps the order of the others', () => {
    const list = [
      make('u1'),
      make('old', { verified: true, verified_on: '2022-05-01' }),
      make('u2'),
      make('new', { verified: true, verified_on: '2025-02-01' }),
      make('undated', { verified: true }),
      make('u3'),
    ]
    expect(sortManufacturers(list, 'relevancy').map((m) => m.title)).toEqual([
      'new',
      'old',
      'undated',
      'u1',
      'u2',
      'u3',
    ])
  })

  it('sorts alphabetically, ignoring case, without touching the input', () => {
    const list = [make('beta'), make('Alpha', { highlighted: true }), make('gamma')]
    expect(sortManufacturers(list, 'alphabetical').map((m) => m.title)).toEqual(['Alpha', 'beta', 'gamma'])
    expect(list.map((m) => m.title)).toEqual(['beta', 'Alpha', 'gamma'])
  })
})
