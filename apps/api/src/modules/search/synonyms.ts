import { z } from 'zod'
import synonymsJson from './synonyms.json'
import { splitWords, stemWord, stopWords } from './text'

/**
 * A query word: as typed (for prefixes and typos), as stem (for equality), whether it only joins words, and
 * how many typed words it counts for (a synonym's words share those of the phrase they replace; default 1).
 */
export type QueryWord = { surface: string; stem: string; isStop: boolean; weight?: number }

export function toQueryWords(words: string[]): QueryWord[] {
  return words.map((surface) => ({ surface, stem: stemWord(surface), isStop: stopWords.has(surface) }))
}

const SynonymFileSchema = z.object({
  about: z.string().optional(),
  groups: z.array(z.array(z.string().min(1)).min(2)),
})

type Phrase = { words: QueryWord[]; keyStems: string[] }
export type Synonyms = Phrase[][]

const maxAlternatives = 8

/** The data file, checked once: a broken edit fails at start-up with zod's reason, not at query time. */
export function loadSynonyms(raw: unknown = synonymsJson): Synonyms {
  return SynonymFileSchema.parse(raw).groups.map((group) =>
    group.map((phrase) => {
      const words = toQueryWords(splitWords(phrase))
      return { words, keyStems: words.filter((w) => !w.isStop).map((w) => w.stem) }
    }),
  )
}

type Keyed = { word: QueryWord; index: number }[]

/** Where the phrase's meaningful words appear, one after another, among the query's: [first, last] or null. */
function findPhrase(keyed: Keyed, stems: ReadonlySet<string>, phrase: Phrase): [number, number] | null {
  const needle = phrase.keyStems
  // most phrases share no word with the query: one set look-up rules them out
  if (needle.length === 0 || !stems.has(needle[0]!)) return null
  for (let start = 0; start + needle.length <= keyed.length; start++) {
    if (needle.every((stem, offset) => keyed[start + offset]!.word.stem === stem)) {
      return [keyed[start]!.index, keyed[start + needle.length - 1]!.index]
    }
  }
  return null
}

/**
 * The query as typed, then the query with one phrase swapped for each of its synonyms:
 * `hm doors` → [`hm doors`, `hollow metal doors`]. Each alternative is searched; a hit keeps its best.
 */
export function expandSynonyms(query: QueryWord[], synonyms: Synonyms): QueryWord[][] {
  const alternatives: QueryWord[][] = [query]
  const keyed = query.map((word, index) => ({ word, index })).filter(({ word }) => !word.isStop)
  const stems = new Set(keyed.map(({ word }) => word.stem))
  for (const group of synonyms) {
    for (const phrase of group) {
      const span = findPhrase(keyed, stems, phrase)
      if (!span) continue
      for (const other of group) {
        if (other === phrase || alternatives.length >= maxAlternatives) continue
        const replaced = query.slice(span[0], span[1] + 1).filter((word) => !word.isStop)
        const typed = replaced.reduce((sum, word) => sum + (word.weight ?? 1), 0)
        const weight = typed / Math.max(1, other.keyStems.length)
        const words = other.words.map((word) => ({ ...word, weight }))
        alternatives.push([...query.slice(0, span[0]), ...words, ...query.slice(span[1] + 1)])
      }
      break
    }
    if (alternatives.length >= maxAlternatives) break
  }
  return alternatives
}
