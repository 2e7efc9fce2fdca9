import { describe, expect, it } from 'vitest'
import { toNameKey } from '@scout/shared/domain/names'
import type { CatalogueRow } from '../omniclass/omniclass-csv'
import { buildCatalogueModel, numberFamily, type CatalogueEntry } from './catalogue-model'
import { suggestNumberFamily } from './number-family'
import { findSimilarTables } from './similar-tables'
import { searchSynonyms } from './synonyms'
import { chooseQualityRows, readTable23 } from './table-23-fixture'

/**
 * The number family suggestion measured on held-out rows of Table 23 (decision 006), in process: five folds
 * of every 25th row, each removed from the catalogue in turn (under every number its name has) and suggested
 * from its name alone. The quality test's 50 rows are left out of both sides, so that what is tuned here is
 * never tuned on them.
 */
const folds = [0, 5, 10, 15, 20]
const foldStep = 25
/** a little below the 84.1% measured (1,151 of 1,369); 83.7% without the group weighting, 80.8% before the classifier */
const floor = 0.835

/** The catalogue an import of these rows leaves: one table per name, the last number given to it. */
function catalogueOf(rows: CatalogueRow[]): CatalogueEntry[] {
  const unique = new Map(rows.map((row) => [toNameKey(row.name), row]))
  return [...unique.values()].map((row, i) => ({ id: i + 1, number: row.number, name: row.name }))
}

/** Removes these names from Table 23 and expects each to be suggested its family from its name alone. */
function expectFamiliesWhenHeldOut(names: Map<string, string>) {
  const model = buildCatalogueModel(catalogueOf(readTable23().filter((row) => !names.has(row.name))))
  for (const [name, family] of names) {
    const similar = findSimilarTables(model, name, searchSynonyms)
    expect(suggestNumberFamily(model, name, similar, searchSynonyms), name).toBe(family)
  }
}

describe('number family suggestion on held-out rows of Table 23', () => {
  it('lets the top-level group steady a family its words alone would miss', () => {
    // word by word, ceiling fans lean to ceilings and air humidifiers to air filters; as a whole, both are HVAC
    const names = new Map([
      ['Ceiling Fans', '23-33 31'],
      ['Air Humidifiers', '23-33 27'],
    ])
    expectFamiliesWhenHeldOut(names)
  })

  it('forgives misspelt words through their character 4-grams, the catalogue knowing none of them', () => {
    const model = buildCatalogueModel(catalogueOf(readTable23()))
    const similar = findSimilarTables(model, 'Casment Windws', searchSynonyms)
    expect(suggestNumberFamily(model, 'Casment Windws', similar, searchSynonyms)).toBe('23-17 13')
  })

  it('still suggests a family of other kinds of product on a catalogue of thousands of tables', () => {
    // the demo's 87 tables withhold such a family (builtin-engine.test.ts); Table 23's classifier is right
    // about half the time there, as for these two, whose kinds the held-out catalogue has no other table of
    const names = new Map([
      ['Roof Snow Guards', '23-13 41'],
      ['Structural Insulated Panels', '23-13 35'],
    ])
    expectFamiliesWhenHeldOut(names)
  })

  it(`puts at least ${floor * 100}% of five folds of other rows back in their family`, () => {
    const rows = readTable23()
    // the quality test's rows (generation-quality.test.ts) are kept out of both sides
    const excluded = new Set(chooseQualityRows(rows).map((row) => toNameKey(row.name)))
    const figures: string[] = []
    let matched = 0
    let total = 0
    for (const fold of folds) {
      const heldOut = rows.filter((row, i) => i % foldStep === fold && !excluded.has(toNameKey(row.name)))
      const heldOutKeys = new Set(heldOut.map((row) => toNameKey(row.name)))
      const kept = rows.filter(
        (row) => !excluded.has(toNameKey(row.name)) && !heldOutKeys.has(toNameKey(row.name)),
      )
      const model = buildCatalogueModel(catalogueOf(kept))
      const hits = heldOut.filter((row) => {
        const similar = findSimilarTables(model, row.name, searchSynonyms)
        return suggestNumberFamily(model, row.name, similar, searchSynonyms) === numberFamily(row.number)
      }).length
      figures.push(`fold ${fold}: ${hits}/${heldOut.length}`)
      matched += hits
      total += heldOut.length
    }
    console.info(
      `number family on held-out rows: ${matched}/${total} (${((100 * matched) / total).toFixed(1)}%); ${figures.join(', ')}`,
    )
    expect(matched / total).toBeGreaterThanOrEqual(floor)
  }, 120_000)
})
