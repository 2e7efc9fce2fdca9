import { describe, expect, it } from 'vitest'
import { buildCatalogueModel } from './catalogue-model'
import { catalogueOf, readTable23 } from './table-23-fixture'
import { suggestNumberFamily } from './number-family'
import { findSimilarTables } from './similar-tables'
import { searchSynonyms } from './synonyms'

/** Removes these names from Table 23 and expects each to be suggested its family from its name alone. */
function expectFamiliesWhenHeldOut(names: Map<string, string>) {
  const model = buildCatalogueModel(catalogueOf(readTable23().filter((row) => !names.has(row.name))))
  for (const [name, family] of names) {
    const similar = findSimilarTables(model, name, searchSynonyms)
    expect(suggestNumberFamily(model, name, similar, searchSynonyms), name).toBe(family)
  }
}

// the accuracy over many held-out rows is measured by `npm run eval:generation` (generation-folds.eval.ts)
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
})
