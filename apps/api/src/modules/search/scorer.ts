import { countBits } from './fuzzy'
import {
  allFoundWeight,
  maskWeight,
  maxDetail,
  prepareQuery,
  scoreDocument,
  typoBelow,
  wordCountWeight,
  type ScoredQuery,
} from './ranking'
import type { QueryWord } from './synonyms'
import type { DocStore } from './doc-store'
import { matchQuality, type Vocabulary } from './vocabulary'

const productPenalty = 100
/** how many documents of the set that completes the list are scored, at most */
const boundarySample = 2500

/** Each candidate's best score over the query's alternatives; reset by a new stamp, not by clearing. */
export class ScoreSheet {
  readonly docs: number[] = []
  private scores = new Float64Array(1024)
  private stamps = new Uint32Array(1024)
  private stamp = 1

  start(size: number) {
    if (this.scores.length < size) {
      this.scores = new Float64Array(size * 2)
      this.stamps = new Uint32Array(size * 2)
    }
    this.docs.length = 0
    this.stamp++
  }

  has(doc: number) {
    return this.stamps[doc] === this.stamp
  }

  scoreOf(doc: number) {
    return this.scores[doc]!
  }

  /** The `k`-th best score so far, or -Infinity while fewer than `k` documents are held. */
  kthBest(k: number): number {
    if (this.docs.length < k) return -Infinity
    const scores = Float64Array.from(this.docs, (doc) => this.scores[doc]!).sort()
    return scores[scores.length - k]!
  }

  offer(doc: number, score: number) {
    if (this.stamps[doc] !== this.stamp) {
      this.stamps[doc] = this.stamp
      this.scores[doc] = score
      this.docs.push(doc)
    } else if (score > this.scores[doc]!) this.scores[doc] = score
  }
}

/**
 * Finds and scores the candidates of one query alternative. Two passes: first which meaningful words each
 * document contains (a bit per word, straight from the postings), then full scores only for the documents
 * that can still reach the top: a document with fewer words found never outranks one with more, so once
 * `limit` documents have k words, those with fewer are not scored at all.
 */
export class Scorer {
  private wordsFound = new Uint32Array(1024)
  private qualities: Float32Array[] = []

  score(
    words: QueryWord[],
    vocabulary: Vocabulary,
    docs: DocStore,
    allowed: Set<number> | null,
    limit: number,
    sheet: ScoreSheet,
    penalty = 0,
  ) {
    const query = prepareQuery(words, (word, isLast) => vocabulary.match(word, isLast))
    if (this.wordsFound.length < docs.count) this.wordsFound = new Uint32Array(docs.count * 2)
    const usable = (doc: number) => docs.isAlive(doc) && (!allowed || allowed.has(doc))
    let touched =
      query.required.length === 1
        ? this.startingWith(query.matches[query.required[0]!]!, vocabulary, usable, limit)
        : null
    touched ??= this.gather(query, vocabulary, usable, true)
    if (touched.length === 0) touched = this.gather(query, vocabulary, usable, false)

    const weights = query.required.map((word) => words[word]!.weight ?? 1)
    const floor = sheet.kthBest(limit) + penalty
    const levels = this.chooseLevels(touched, weights, docs.count, limit, floor)
    const qualities = this.fillQualities(query.matches, vocabulary.size)
    for (const doc of touched) {
      const set = this.wordsFound[doc]!
      this.wordsFound[doc] = 0
      const level = levels.get(set)
      if (level === undefined || level.budget <= 0) continue
      level.budget--
      const detail = scoreDocument(
        docs.pool,
        docs.start[doc]!,
        docs.length[doc]!,
        docs.heads[doc]!,
        qualities,
        query,
      )
      sheet.offer(doc, level.level + detail - penalty - (docs.isProduct(doc) ? productPenalty : 0))
    }
    for (let i = 0; i < query.matches.length; i++)
      for (const term of query.matches[i]!.keys()) qualities[i]![term] = 0
  }

  /**
   * Rule 1 of the ranking for each set of found words: all words, then more words, then rarer words (inverse
   * document frequency). Only the best sets that together hold `limit` documents are scored, and none that
   * cannot beat what another alternative of the query already holds (`floor`).
   */
  private chooseLevels(touched: number[], weights: number[], docCount: number, limit: number, floor: number) {
    const wordCount = weights.length
    // documents per set of found words: a counter per possible set (word counts stay small), else a map
    const perSet = new Map<number, number>()
    if (wordCount <= 12) {
      const counts = new Int32Array(1 << wordCount)
      for (const doc of touched) counts[this.wordsFound[doc]!]!++
      counts.forEach((count, set) => count && perSet.set(set, count))
    } else {
      for (const doc of touched)
        perSet.set(this.wordsFound[doc]!, (perSet.get(this.wordsFound[doc]!) ?? 0) + 1)
    }
    const frequency = new Array<number>(wordCount).fill(0)
    for (const [set, count] of perSet)
      for (let bit = 0; bit < wordCount; bit++) if (set & (1 << bit)) frequency[bit]! += count
    const rarity = frequency.map((count) => Math.log(1 + docCount / Math.max(1, count)))
    const totalRarity = rarity.reduce((sum, value) => sum + value, 0) || 1
    const levelOf = (set: number) => {
      const found = weights.reduce((sum, weight, bit) => sum + (set & (1 << bit) ? weight : 0), 0)
      const told = rarity.reduce((sum, value, bit) => sum + (set & (1 << bit) ? value : 0), 0)
      return (
        (countBits(set) === wordCount ? allFoundWeight : 0) +
        Math.round(found * 100) * (wordCountWeight / 100) +
        Math.round((99 * told) / totalRarity) * maskWeight
      )
    }
    const ranked = [...perSet]
      .map(([set, count]) => ({ set, count, level: levelOf(set) }))
      .sort((a, b) => b.level - a.level)
    const chosen = new Map<number, { level: number; budget: number }>()
    let reached = 0
    for (const { set, count, level } of ranked) {
      if (reached >= limit || level + maxDetail < floor) break
      // the set that completes the list only fills its last places: a sample of it, in catalogue order, will do
      chosen.set(set, {
        level,
        budget: reached + count > limit ? Math.max(boundarySample, limit - reached) : count,
      })
      reached += count
    }
    return chosen
  }

  /**
   * Marks, per document, which meaningful words it contains. With `anchored`, completions of the word being
   * typed only mark documents another word already found: in `hollow m`, the thousands of names with some
   * word starting with m are not candidates unless they also say hollow.
   */
  private gather(
    query: ScoredQuery,
    vocabulary: Vocabulary,
    usable: (doc: number) => boolean,
    anchored: boolean,
  ): number[] {
    const touched: number[] = []
    const last = query.required[query.required.length - 1]
    query.required.forEach((word, bit) => {
      for (const [term, quality] of query.matches[word]!) {
        const followOnly =
          anchored &&
          word === last &&
          query.required.length > 1 &&
          quality < matchQuality.exact &&
          quality >= typoBelow
        for (const doc of vocabulary.postings[term]!) {
          if (this.wordsFound[doc] === 0) {
            if (followOnly || !usable(doc)) continue
            touched.push(doc)
          }
          this.wordsFound[doc]! |= 1 << bit
        }
      }
    })
    return touched
  }

  /**
   * One meaningful word: names that start with it (or its completion), or name it as their head noun,
   * outrank every other name that has it, so when there are enough of those, nothing else needs scoring.
   * Null when there are not enough.
   */
  private startingWith(
    matches: Map<number, number>,
    vocabulary: Vocabulary,
    usable: (doc: number) => boolean,
    limit: number,
  ): number[] | null {
    const touched: number[] = []
    for (const [term, quality] of matches) {
      if (quality < typoBelow) continue
      for (const postings of [vocabulary.firstPostings[term]!, vocabulary.headPostings[term]!])
        for (const doc of postings) {
          if (this.wordsFound[doc] !== 0 || !usable(doc)) continue
          this.wordsFound[doc] = 1
          touched.push(doc)
        }
    }
    if (touched.length >= limit) return touched
    for (const doc of touched) this.wordsFound[doc] = 0
    return null
  }

  private fillQualities(matches: Map<number, number>[], vocabularySize: number): Float32Array[] {
    for (let i = 0; i < matches.length; i++) {
      if (!this.qualities[i] || this.qualities[i]!.length < vocabularySize)
        this.qualities[i] = new Float32Array(vocabularySize * 2 + 64)
      for (const [term, quality] of matches[i]!) this.qualities[i]![term] = quality
    }
    return this.qualities
  }
}
