import { countBits } from './fuzzy'
import type { QueryWord } from './synonyms'
import type { WordMatches } from './vocabulary'

/**
 * The ranking, as one number per document so thousands of candidates compare fast
 * (docs/decisions/005-search.md), rule by rule like a search engine's ranking rules:
 *   1. every meaningful word found before only some, then more words found before fewer
 *      (the Scorer adds these, with how telling the found words are: rare words before common ones);
 *   2. fewer words found only through a typo;
 *   3. the whole name is the query (plurals and a half-typed last word allowed), then the name starts with it;
 *   4. better word matches (same word, then completion, then typo);
 *   5. the query's word order kept, words side by side, the name starting with the first word;
 *   6. fewer words the query did not ask for.
 * `scoreDocument` gives rules 2 to 6, always within ±10,000,000, so rule 1 can sit above it.
 */
export const allFoundWeight = 1e11
export const wordCountWeight = 1e9
export const maskWeight = 1e7
const typoPenalty = 1_000_000
const phraseWeight = 100_000
const qualityWeight = 10_000
const orderWeight = 2_000
const startWeight = 1_000
const adjacencyWeight = 500
const extraWordPenalty = 300
/** Match qualities below this are typos (see matchQuality in vocabulary.ts). */
export const typoBelow = 0.7

export type ScoredQuery = { words: QueryWord[]; matches: WordMatches[]; required: number[] }

export function prepareQuery(
  words: QueryWord[],
  matchWord: (word: QueryWord, isLast: boolean) => WordMatches,
): ScoredQuery {
  const meaningful = words.flatMap((word, index) => (word.isStop ? [] : [index]))
  return {
    words,
    matches: words.map((word, index) => matchWord(word, index === words.length - 1)),
    required: meaningful.length ? meaningful : words.map((_, index) => index),
  }
}

// scratch space reused by every call: scoring runs synchronously, one query at a time
const bestQuality = new Float64Array(16)
const bestPosition = new Int32Array(16)

/**
 * A document's words are `pool[start .. start + n)`. `qualities[i][term]` is how well catalogue word `term`
 * answers query word `i` (0: not at all): typed arrays rather than maps, as this runs for every candidate.
 */
export function scoreDocument(
  pool: Int32Array,
  start: number,
  n: number,
  qualities: Float32Array[],
  query: ScoredQuery,
): number {
  const m = query.words.length
  let usedPositions = 0
  for (let i = 0; i < m; i++) {
    const table = qualities[i]!
    let quality = 0
    let position = -1
    for (let j = 0; j < n; j++) {
      const q = table[pool[start + j]!]!
      if (q > quality) {
        quality = q
        position = j
      }
    }
    bestQuality[i] = quality
    bestPosition[i] = position
    if (position >= 0) usedPositions |= 1 << Math.min(position, 30)
  }

  let typos = 0
  let qualitySum = 0
  for (const i of query.required) {
    const quality = bestQuality[i]!
    if (quality > 0 && quality < typoBelow) typos++
    qualitySum += quality
  }

  let aligned = n >= m
  for (let i = 0; aligned && i < m; i++) aligned = qualities[i]![pool[start + i]!]! > 0
  const phrase = aligned ? (n === m ? 2 : 1) : 0

  let inOrder = 0
  let adjacent = 0
  let pairs = 0
  for (let k = 1; k < query.required.length; k++) {
    const before = bestPosition[query.required[k - 1]!]!
    const after = bestPosition[query.required[k]!]!
    pairs++
    if (before >= 0 && after > before) inOrder++
    if (before >= 0 && after === before + 1) adjacent++
  }
  const firstPosition = bestPosition[query.required[0]!]!
  const extraWords = n - countBits(usedPositions)

  return (
    -typos * typoPenalty +
    phrase * phraseWeight +
    (qualitySum / query.required.length) * qualityWeight +
    (pairs ? (inOrder / pairs) * orderWeight : 0) +
    (pairs ? (adjacent / pairs) * adjacencyWeight : 0) +
    (firstPosition === 0 ? startWeight : 0) -
    Math.min(30, Math.max(0, extraWords)) * extraWordPenalty
  )
}
