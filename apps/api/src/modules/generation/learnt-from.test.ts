import { describe, expect, it } from 'vitest'
import type { CatalogueEntry } from './catalogue-model'
import runTask, { type ReadResult } from './catalogue-worker'

const catalogue: CatalogueEntry[] = [
  { id: 1, number: '23-17 11 00', name: 'Doors' },
  { id: 2, number: '23-17 11 31', name: 'Fire Doors' },
  { id: 3, number: '23-17 13 00', name: 'Windows' },
  { id: 4, number: '23-37 13 11', name: 'Fire Sprinklers' },
  { id: 5, number: '23-37 13 13', name: 'Fire Extinguishers' },
  { id: 6, number: '23-37 13 15', name: 'Fire Hose Cabinets' },
  { id: 7, number: '23-37 13 17', name: 'Fire Alarm Panels' },
]

function read(typed: string, entries = catalogue): ReadResult {
  const answer = runTask({
    op: 'read',
    catalogue: { version: `v-${entries.length}`, entries },
    typed,
    unreviewed: [],
  })
  if (answer.stale) throw new Error('stale')
  return answer.value as ReadResult
}

describe('what a new table records as learnt from (decision 017)', () => {
  it('its lenders, with their similarity, most similar first', () => {
    const result = read('acoustic fire doors')
    expect(result.lenders.map((t) => t.name)).toContain('Fire Doors')
    expect(result.learntFrom).toEqual(result.lenders)
    for (const lender of result.learntFrom) expect(lender.similarity).toBeGreaterThan(0)
    const scores = result.learntFrom.map((t) => t.similarity)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('when no table of the same kind lent, the three most similar tables', () => {
    const entries = catalogue.filter((t) => !/Doors/.test(t.name))
    const result = read('fire doors', entries)
    expect(result.lenders).toEqual([])
    expect(result.similarCount).toBeGreaterThan(3)
    expect(result.learntFrom).toHaveLength(3)
    expect(result.learntFrom.every((t) => t.name.startsWith('Fire '))).toBe(true)
  })
})
