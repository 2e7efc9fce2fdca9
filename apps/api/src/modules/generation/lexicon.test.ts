import { describe, expect, it } from 'vitest'
import { describeUnknownWords, describeWord } from './lexicon'
import { contentWords } from './text-keys'

describe('the dictionary (WordNet)', () => {
  it("gives a noun's synonyms, what it is a kind of and its definition, for its first senses", () => {
    const referee = describeWord('referee')
    expect(referee).toContain('official')
    expect(referee.join(' ')).toMatch(/boxing or American football/)
    expect(describeWord('Helicopter')).toContain('heavier-than-air craft')
  })

  it('finds plurals under their base form, and knows nothing of made-up words', () => {
    expect(describeWord('silos')).toContain('tower')
    expect(describeWord('batteries').length).toBeGreaterThan(0)
    expect(describeWord('xyzzyq')).toEqual([])
    expect(describeWord('')).toEqual([])
  })

  it('finds the first and the last lemma of its sorted index', () => {
    expect(describeWord("'hood").length).toBeGreaterThan(0)
    expect(describeWord('zyrian').length).toBeGreaterThan(0)
  })

  it('describes only the words the catalogue lacks, in content words that are not the text’s own', () => {
    // words are compared stemmed, as the catalogue model keeps them
    const known = new Set(contentWords('rack door'))
    const described = describeUnknownWords('Kayak Racks', (word) => known.has(word))
    expect(described).toEqual(expect.arrayContaining(contentWords('canoe frame')))
    expect(described).not.toEqual(expect.arrayContaining(contentWords('kayak')))
    expect(describeUnknownWords('Doors', (word) => known.has(word))).toEqual([])
  })
})
