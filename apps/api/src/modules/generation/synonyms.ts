import synonymsJson from '../search/synonyms.json'
import { contentWords } from './text-keys'

/** Each group lists phrases that mean the same product: ["cmu", "concrete masonry unit"]. */
export type SynonymGroups = string[][]

/** The search module's synonym list (decisions.md §3), the one list both features read. */
export const searchSynonyms: SynonymGroups = (synonymsJson as { groups: string[][] }).groups

const phrasesByGroups = new WeakMap<SynonymGroups, string[][][]>()

/** Each group's phrases as content words, empty ones left out: read once per list, not on every call. */
export function synonymPhrases(groups: SynonymGroups): string[][][] {
  let phrases = phrasesByGroups.get(groups)
  if (!phrases) {
    phrases = groups.map((group) => group.map(contentWords).filter((phrase) => phrase.length > 0))
    phrasesByGroups.set(groups, phrases)
  }
  return phrases
}

/**
 * The text's words plus the words of every phrase that is synonymous with a phrase found in the text.
 * A phrase is found when all its words are in the text, so "HM door" brings in "hollow" and "metal".
 */
export function expandWithSynonyms(words: string[], groups: SynonymGroups): string[] {
  const present = new Set(words)
  const added = new Set<string>()
  for (const phrases of synonymPhrases(groups)) {
    if (!phrases.some((phrase) => phrase.every((word) => present.has(word)))) continue
    for (const phrase of phrases) for (const word of phrase) if (!present.has(word)) added.add(word)
  }
  return [...words, ...added]
}
