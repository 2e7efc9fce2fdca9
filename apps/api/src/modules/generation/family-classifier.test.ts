import { describe, expect, it } from 'vitest'
import { buildCatalogueModel, type CatalogueEntry } from './catalogue-model'
import { classifyFamily, trainFamilyClassifier } from './family-classifier'
import { suggestNumberFamily } from './number-family'
import { findSimilarTables } from './similar-tables'
import { searchSynonyms } from './synonyms'
import { contentWords } from './text-keys'

const catalogue: CatalogueEntry[] = [
  { id: 1, number: '23-13 21 00', name: 'Blocks and Bricks' },
  { id: 2, number: '23-13 21 11', name: 'Concrete Masonry Units' },
  { id: 3, number: '23-13 21 15', name: 'Glass Masonry Units' },
  { id: 4, number: '23-13 21 17', name: 'Clay Masonry Units' },
  { id: 5, number: '23-17 13 00', name: 'Windows' },
  { id: 6, number: '23-17 13 13', name: 'Awning Windows' },
  { id: 7, number: '23-17 13 15', name: 'Casement Windows' },
  { id: 8, number: '23-25 17 00', name: 'Dental Products' },
  { id: 9, number: '23-25 17 11', name: 'Dental Chairs' },
  { id: 10, number: '23-25 17 13', name: 'Dental Tooth Polishers' },
  { id: 11, number: '23-27 55 35', name: 'Liquid Separators' },
  { id: 12, number: '23-27 55 37', name: 'Solid Separators' },
  { id: 13, number: '23-33 17 00', name: 'Air Handling Units' },
  { id: 14, number: '23-33 17 11', name: 'Packaged Air Handling Units' },
  { id: 15, number: '23-27 57 11', name: 'Bag Filters' },
]

function suggest(text: string, entries = catalogue) {
  const model = buildCatalogueModel(entries)
  return suggestNumberFamily(model, text, findSimilarTables(model, text, searchSynonyms), searchSynonyms)
}

describe('the family classifier', () => {
  it('weighs the words that tell the families apart', () => {
    // "dental" names one family only; separators are found elsewhere too
    expect(suggest('Dental Tooth Separators')).toBe('23-25 17')
    expect(suggest('Centrifuge Separators')).toBe('23-27 55')
  })

  it('reads synonyms only for words the catalogue does not use', () => {
    expect(suggest('AHU')).toBe('23-33 17')
    expect(suggest('Rooftop AHU')).toBe('23-33 17')
  })

  it('places no name by spelling alone in a catalogue too small for spelling to say much', () => {
    // on Table 23 the 4-grams forgive the typos (number-family.test.ts); among 15 tables, "Pedestrian
    // Bridges" would go wherever a few letters match
    expect(suggest('Casment Windws')).toBeNull()
    expect(suggest('Pedestrian Bridges')).toBeNull()
    expect(suggest('Casement Windws')).toBe('23-17 13') // one known word is enough
  })

  it('places a name whose words the catalogue never uses by its kind of product, not by its spelling', () => {
    // "skylight" is no word of the catalogue; a skylight is a kind of window, and windows are in it
    expect(suggest('Skylights')).toBe('23-17 13')
    // smoke detectors are of a kind the catalogue holds none of: no family fits
    expect(suggest('Smoke Detectors')).toBeNull()
    // a generic word the catalogue uses ("Units": masonry units, air handling units) tells no family either
    expect(suggest('Skylight Units')).toBe('23-17 13')
    expect(suggest('Smoke Detector Units')).toBeNull()
    // so does a kind read off a word before an unknown head, rather than the head's spelling
    expect(suggest('Skylight Screens')).toBe('23-17 13')
    expect(suggest('Sprinkler Heds')).toBeNull()
  })

  it("prefers the one family holding the text's kind when the classifier does not rule it out", () => {
    const finishes: CatalogueEntry[] = [
      { id: 1, number: '23-15 17 00', name: 'Floor Coverings' },
      { id: 2, number: '23-15 17 15', name: 'Resilient Flooring' },
      { id: 3, number: '23-15 17 17', name: 'Carpet Flooring' },
      { id: 4, number: '23-15 19 00', name: 'Ceiling Coverings' },
      { id: 5, number: '23-15 19 15 11', name: 'Ceiling Tiles' },
      { id: 6, number: '23-15 19 15 11 11', name: 'Acoustical Ceiling Tile' },
      { id: 7, number: '23-15 19 15 13', name: 'Metal Ceiling Panels' },
    ]
    // "tile" is the only word the classifier knows well, and it is the ceilings'; a carpet tile is carpet
    expect(suggest('Carpet Tile', finishes)).toBe('23-15 17')
    expect(suggest('Metal Ceiling Tiles', finishes)).toBe('23-15 19')
  })

  it("suggests no top-level group's own table: a product is filed in a family below it", () => {
    const withGroups: CatalogueEntry[] = [
      ...catalogue,
      { id: 20, number: '23-13 00 00', name: 'Structural and Exterior Enclosure Products' },
      { id: 21, number: '23-17 00 00', name: 'Openings, Passages, and Protection Products' },
    ]
    expect(suggest('Exterior Enclosure Panels', withGroups)).not.toBe('23-13 00')
    expect(suggest('Exterior Clay Masonry Units', withGroups)).toBe('23-13 21')
  })

  it('learns the same weights from the same catalogue, and gives shares that add up to one', () => {
    const examples = catalogue.map((entry) => ({
      words: contentWords(entry.name),
      family: entry.number!.slice(0, 8),
    }))
    const first = trainFamilyClassifier(examples)
    expect(trainFamilyClassifier(examples)).toEqual(first)
    const shares = classifyFamily(first, contentWords('Dental Windows'))
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9)
    expect(classifyFamily(first, contentWords('Zyxx Qwv')).size).toBe(0)
  })

  it('is kept while the numbered tables stay the same, and learnt again when they change', () => {
    const before = buildCatalogueModel(catalogue)
    const generated = buildCatalogueModel(
      [...catalogue, { id: 16, number: null, name: 'Acoustic Windows' }],
      before,
    )
    expect(generated.classifier).toBe(before.classifier)
    expect(generated.groupClassifier).toBe(before.groupClassifier)
    const renumbered = buildCatalogueModel(
      catalogue.map((entry) => (entry.id === 4 ? { ...entry, number: '23-13 23 11' } : entry)),
      before,
    )
    expect(renumbered.classifier).not.toBe(before.classifier)
    expect(renumbered.groupClassifier).not.toBe(before.groupClassifier)
  })
})
