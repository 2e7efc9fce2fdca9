import { describe, expect, it } from 'vitest'
import { buildCatalogueModel, numberFamily } from './catalogue-model'
import { draftWithBuiltinEngine, findLenders } from './builtin-engine'
import { tableNameFor } from './generate-table'
import { enumerationLabel, matchPropertySets } from './ifc-psets'
import { distinctValues, meetsShapeRules, mergeParameters } from './merge-parameters'
import { contentWords, nearDuplicateKey } from './text-keys'

describe('near-duplicates', () => {
  it('are equal up to case, spacing, punctuation and plural', () => {
    const key = nearDuplicateKey('Fire Rating')
    for (const variant of ['fire rating', 'FIRE  RATINGS', 'Fire-Rating', 'FireRating', 'fire_ratings.'])
      expect(nearDuplicateKey(variant)).toBe(key)
    expect(nearDuplicateKey('Fire Rated')).not.toBe(key)
  })

  it('are merged: the first spelling wins, values pooled, thin columns dropped, Manufacturer last', () => {
    const merged = mergeParameters([
      [
        { name: 'Material', values: ['Steel', 'Wood'] },
        { name: 'Brand', values: ['Zenith Entry'] },
      ],
      [
        { name: 'materials', values: ['steel ', 'Glass', 'WOOD'] },
        { name: 'Color', values: ['Red'] },
        { name: 'Manufacturer', values: ['Acme Doors', 'zenith entry'] },
      ],
    ])
    expect(merged).toEqual([
      { name: 'Material', values: ['Steel', 'Wood', 'Glass'] },
      { name: 'Manufacturer', values: ['Acme Doors', 'Zenith Entry'] },
    ])
    expect(distinctValues(['36 in', '36  IN', '36-in'])).toEqual(['36 in'])
  })

  it('shape rules: five columns of two values or more, and a Manufacturer column', () => {
    const columns = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, values: ['1', '2'] }))
    expect(meetsShapeRules([...columns, { name: 'Manufacturer', values: [] }])).toBe(true)
    expect(meetsShapeRules(columns)).toBe(false)
    expect(meetsShapeRules([...columns.slice(1), { name: 'Manufacturer', values: ['x', 'y'] }])).toBe(false)
  })
})

describe('IFC property sets (buildingSMART IFC 4.3)', () => {
  it('labels run-together enumeration values with known words', () => {
    expect(enumerationLabel('DOUBLE_ACTING')).toBe('Double Acting')
    expect(enumerationLabel('ROLLINGUP', new Set(['rolling']))).toBe('Rolling Up')
    expect(enumerationLabel('XQZWV')).toBe('Xqzwv')
  })

  it('are chosen by the kind of product named, not by its modifiers', () => {
    const match = (text: string) => matchPropertySets(contentWords(text), contentWords(text).slice(-1))
    expect(match('Wall Hung Toilets')).toEqual(['Pset_SanitaryTerminalTypeToiletPan'])
    expect(match('Smoke Dampers')).toContain('Pset_DamperTypeFireSmokeDamper')
    expect(match('Smoke Dampers')).not.toContain('Pset_SensorTypeSmokeSensor')
    expect(match('Chart Projectors')).toEqual([])
  })
})

describe('the built-in engine', () => {
  const model = buildCatalogueModel([
    { id: 1, number: '23-17 11 00', name: 'Doors' },
    { id: 2, number: '23-17 11 31', name: 'Fire Doors' },
    { id: 3, number: '23-17 13 00', name: 'Windows' },
    { id: 4, number: '23-17 13 13 21', name: 'Awning Windows' },
    { id: 5, number: '23-31 11 00', name: 'Faucets' },
    { id: 6, number: null, name: 'Acoustic Panels' },
  ])

  it('suggests the number family of the most similar tables, or the one the text names', () => {
    for (const [text, family] of [
      ['Acoustic Doors', '23-17 11'],
      ['tilt windows', '23-17 13'],
      ['touchless faucet', '23-31 11'],
      ['23-31 11 Bathroom Doors', '23-31 11'],
    ] as const) {
      const { similar } = findLenders(model, text, [])
      expect(draftWithBuiltinEngine(model, text, similar, new Map()).suggestedNumber, text).toBe(family)
    }
    expect(numberFamily('23-17 11 31 13')).toBe('23-17 11')
    expect(numberFamily('23-17 00 00')).toBe('23-17 00')
  })

  it('meets the shape rules even when nothing is alike', () => {
    const draft = draftWithBuiltinEngine(model, 'Zyxx Quarks', [], new Map())
    expect(draft.suggestedNumber).toBeNull()
    expect(meetsShapeRules(draft.parameters)).toBe(true)
  })

  it('names the table as the catalogue does', () => {
    expect(tableNameFor('  acoustic   doors!! ')).toBe('Acoustic Doors')
    expect(tableNameFor('HM doors')).toBe('HM Doors')
    expect(tableNameFor('-- fire door (exterior) --')).toBe('Fire Door (exterior)')
  })
})
