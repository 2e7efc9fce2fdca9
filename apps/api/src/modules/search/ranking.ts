import { countBits } from './fuzzy'
import type { QueryWord } from './synonyms'
import { matchQuality, type WordMatches } from './vocabulary'

/**
 * The ranking, as one number per document so thousands of candidates compare fast
 * (docs/decisions/005-search.md), rule by rule like a search engine's ranking rules:
 *   1. every meaningful word found before only some, then more words found before fewer
 *      (the Scorer adds these, with how telling the found words are: rare words before common ones);
 *   2. fewer words found only through a typo;
 *   3. the whole name is the query (plurals and a half-typed last word allowed); then the query's last word
 *      is what the name names, its head noun ("louver": Door Louvers before Louver Gear, heads.ts); then
 *      the name starts with the query;
 *   4. better word matches (same word, then completion, then typo);
 *   5. the query's word order kept, words side by side, the name starting with the first word;
 *   6. fewer words the query did not ask for.
 * `scoreDocument` gives rules 2 to 6, always within ±10,000,000, so rule 1 can sit above it. Rule 1 counts a
 * synonym's words as the phrase they stand for (`weight`), so an alternative never finds "more words" than
 * the query typed; a hit found only through a synonym then yields to the name as typed (`synonymPenalty`).
 */
// a word found is worth 1e11, and words count in hundredths (a synonym's or run-together word's share), so
// even a hundredth of a word (1e9) outweighs how telling the found words are (0..99 × maskWeight)
export const allFoundWeight = 1e13
export const wordCountWeight = 1e11
export const maskWeight = 1e7
const typoPenalty = 1_000_000
const exactNameWeight = 400_000
const headWeight = 150_000
const phraseWeight = 100_000
/** taken from every hit of a synonym's alternative: its exact name, even as a head, yields to the one typed */
export const synonymPenalty = 200_000
/** the most `scoreDocument` can add (exact name, head, quality, order, start) */
export const maxDetail = 600_000
const qualityWeight = 10_000
const orderWeight = 2_000
const startWeight = 1_000
const adjacencyWeight = 500
const extraWordPenalty = 300
/** Match qualities below this are typos (see matchQuality in vocabulary.ts). */
export const typoBelow = 0.7
/** The most words a query (or a synonym's alternative) is read to: one per bit of a 32-bit set, less the sign. */
export const maxQueryWords = 30

/** `lastIsWord`: the last word typed is a catalogue word, so it reads as finished, not as half-typed. */
export type ScoredQuery = {
  words: QueryWord[]
  matches: WordMatches[]
  required: number[]
  lastIsWord: boolean
}

export function prepareQuery(
  words: QueryWord[],
  matchWord: (word: QueryWord, isLast: boolean) => WordMatches,
): ScoredQuery {
  const meaningful = words.flatMap((word, index) => (word.isStop ? [] : [index]))
  const matches = words.map((word, index) => matchWord(word, index === words.length - 1))
  let lastIsWord = false
  for (const quality of matches[matches.length - 1]?.values() ?? [])
    lastIsWord ||= quality >= matchQuality.stem
  return {
    words,
    matches,
    required: meaningful.length ? meaningful : words.map((_, index) => index),
    lastIsWord,
  }
}

// scratch space reused by every call: scoring runs synchronously, one query at a time
const bestQuality = new Float64Array(maxQueryWords)
const bestPosition = new Int32Array(maxQueryWords)

/**
 * A document's words are `pool[start .. start + n)`. `qualities[i][term]` is how well catalogue word `term`
 * answers query word `i` (0: not at all): typed arrays rather than maps, as this runs for every candidate.
 * `heads` has a bit per position of the document's head nouns.
 */
export function scoreDocument(
  pool: Int32Array,
  start: number,
  n: number,
  heads: number,
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

  const naming = query.lastIsWord ? matchQuality.stem : typoBelow
  // the name is the query when each word is the word typed or its other number; only a half-typed last word
  // may be a completion ("concrete bl"), not a finished one ("wall" is no Wallpaper)
  let aligned = n >= m
  let exact = n === m
  for (let i = 0; aligned && i < m; i++) {
    const quality = qualities[i]![pool[start + i]!]!
    aligned = quality > 0
    exact &&= quality >= (i < m - 1 ? matchQuality.stem : naming)
  }
  const phrase = aligned ? (exact ? exactNameWeight : phraseWeight) : 0
  // the last word names the thing: as typed, or half-typed if it is not a word yet ("wall" is no Wallpaper)
  const lastWord = qualities[query.required[query.required.length - 1]!]!
  let named = false
  for (let j = 0; !named && j < n && j < 31; j++)
    named = (heads & (1 << j)) !== 0 && lastWord[pool[start + j]!]! >= naming

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
    phrase +
    (named ? headWeight : 0) +
    (qualitySum / query.required.length) * qualityWeight +
    (pairs ? (inOrder / pairs) * orderWeight : 0) +
    (pairs ? (adjacent / pairs) * adjacencyWeight : 0) +
    (firstPosition === 0 ? startWeight : 0) -
    Math.min(30, Math.max(0, extraWords)) * extraWordPenalty
  )
}
