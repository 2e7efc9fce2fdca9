import { describe, expect, it } from 'vitest'
import { findParentNumber, parentCandidates } from './omniclass-number'
import { fromUrlName, toNameKey, toUrlName } from './names'

describe('parent by number (decisions.md §3)', () => {
  const existing = new Set(['23-17 00 00', '23-17 11 00', '23-17 11 13', '23-17 11 31 13', '21-01 10'])
  const parentOf = (n: string) => findParentNumber(n, (c) => existing.has(c))

  it('walks to the nearest existing ancestor', () => {
    expect(parentOf('23-17 11 13')).toBe('23-17 11 00')
    expect(parentOf('23-17 11 00')).toBe('23-17 00 00')
    expect(parentOf('23-17 11 13 11')).toBe('23-17 11 13')
    expect(parentOf('23-17 11 31 13 11')).toBe('23-17 11 31 13')
    expect(parentOf('23-17 00 00')).toBeNull()
  })

  it('skips missing levels and handles short Table 21 numbers', () => {
    expect(parentOf('23-17 11 31 11')).toBe('23-17 11 00')
    expect(parentOf('21-01 10 10')).toBe('21-01 10')
    expect(parentCandidates('23-17 11 13')).toContain('23-17 11 00')
  })
})

describe('names in URLs (spec §5)', () => {
  it('turns spaces and underscores into each other', () => {
    expect(toUrlName('Hollow Metal Doors')).toBe('Hollow_Metal_Doors')
    expect(fromUrlName('Hollow_Metal_Doors')).toBe('Hollow Metal Doors')
    expect(toNameKey('  Hollow_Metal   DOORS ')).toBe('hollow metal doors')
  })
})

describe('numbers as deep as Table 23 goes', () => {
  it('recognises seven pairs', async () => {
    const { isOmniclassNumber } = await import('./names')
    expect(isOmniclassNumber('23-13 31 21 13 11 11 11')).toBe(true)
    expect(isOmniclassNumber('23-17 11 13')).toBe(true)
    expect(isOmniclassNumber('23-17 11 13 11 11 11 11 11')).toBe(false)
    expect(isOmniclassNumber('doors')).toBe(false)
  })
})
