import { allowedTypos, boundedDistance, characterMask, countBits } from './fuzzy'
import type { QueryWord } from './synonyms'
import { stemWord } from './text'

/**
 * How well a catalogue word answers a query word: the word itself 1, its other number (same stem) next, a
 * completion below 0.9 (longer completions lower). Values are exact in a Float32Array, where they are kept.
 */
export const matchQuality = {
  exact: 1,
  stem: 0.984375,
  prefixBase: 0.7,
  typo1: 0.65,
  typo2: 0.45,
  typoPrefix: 0.5,
} as const

export type WordMatches = Map<number, number>

const maxCachedWords = 4000

/**
 * Every distinct word of the catalogue with the documents that contain it. Words are only ever added
 * (a rebuild starts a new vocabulary), so a query word's matches can be cached until a new word arrives.
 */
export class Vocabulary {
  readonly postings: number[][] = []
  /** the documents whose name starts with the word */
  readonly firstPostings: number[][] = []
  /** the documents that name the word as a head noun (heads.ts) */
  readonly headPostings: number[][] = []
  private readonly surfaces: string[] = []
  private readonly masks: number[] = []
  private readonly ids = new Map<string, number>()
  private readonly byStem = new Map<string, number[]>()
  private cache = new Map<string, WordMatches>()

  get size() {
    return this.surfaces.length
  }

  idOf(surface: string): number {
    const known = this.ids.get(surface)
    if (known !== undefined) return known
    const id = this.surfaces.length
    this.surfaces.push(surface)
    this.masks.push(characterMask(surface))
    this.postings.push([])
    this.firstPostings.push([])
    this.headPostings.push([])
    this.ids.set(surface, id)
    const stem = stemWord(surface)
    const sameStem = this.byStem.get(stem)
    if (sameStem) sameStem.push(id)
    else this.byStem.set(stem, [id])
    if (this.cache.size) this.cache = new Map()
    return id
  }

  /** Whether some catalogue word has this stem: the word, or its other number, is in the catalogue. */
  hasStem(stem: string): boolean {
    return this.byStem.has(stem)
  }

  /** Catalogue words that answer the query word: same stem, completions, and words within the typo allowance. */
  match(word: QueryWord, isLast: boolean): WordMatches {
    const key = `${isLast ? '1' : '0'}${word.surface}`
    const cached = this.cache.get(key)
    if (cached) return cached
    const matches = this.scan(word, isLast)
    if (this.cache.size >= maxCachedWords) this.cache = new Map()
    this.cache.set(key, matches)
    return matches
  }

  private scan(word: QueryWord, isLast: boolean): WordMatches {
    const matches: WordMatches = new Map()
    const query = word.surface
    const sameStem = this.byStem.get(word.stem) ?? []
    for (const id of sameStem)
      matches.set(id, this.surfaces[id] === query ? matchQuality.exact : matchQuality.stem)
    // a word the catalogue uses means itself: "gutter" is no typo for "butter"
    const typos = sameStem.length ? 0 : allowedTypos(query)
    const mask = characterMask(query)
    // a lone letter completes only the word being typed; earlier words need two letters to mean anything
    const completes = query.length >= (isLast ? 1 : 2)
    for (let id = 0; id < this.surfaces.length; id++) {
      if (matches.has(id)) continue
      const surface = this.surfaces[id]!
      if (completes && surface.length > query.length && surface.startsWith(query)) {
        matches.set(id, matchQuality.prefixBase + (0.2 * query.length) / surface.length)
        continue
      }
      if (typos === 0) continue
      const termMask = this.masks[id]!
      if (Math.abs(surface.length - query.length) <= typos && countBits(termMask ^ mask) <= 2 * typos) {
        const distance = boundedDistance(query, surface, typos)
        if (distance <= typos) {
          matches.set(id, distance === 1 ? matchQuality.typo1 : matchQuality.typo2)
          continue
        }
      }
      if (isLast && surface.length > query.length && countBits(mask & ~termMask) <= typos) {
        if (boundedDistance(query, surface, typos, true) <= typos) matches.set(id, matchQuality.typoPrefix)
      }
    }
    return matches
  }
}
