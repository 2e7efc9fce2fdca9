import { toQueryWords, type QueryWord } from './synonyms'
import { stemWord, stopWords } from './text'
import { typoBelow } from './ranking'
import type { Vocabulary } from './vocabulary'

/** Each half of a run-together word has at least this many letters: "doorframe" is door + frame. */
const minHalf = 3

/**
 * Words typed together ("doorframe", "waterheater") read as the two words they are made of, when the word
 * itself is not in the catalogue (nor begins a word of it, nor is a synonym) and both halves are catalogue words. The two
 * halves count as the one word typed. The most even split wins: it is the least likely to be an accident.
 */
export function splitRunTogether(
  words: QueryWord[],
  vocabulary: Vocabulary,
  synonymStems: ReadonlySet<string>,
): QueryWord[] {
  return words.flatMap((word, index) => {
    const surface = word.surface
    if (word.isStop || surface.length < 2 * minHalf || /\d/.test(surface)) return [word]
    // a word the synonyms know ("drywall") is a word, however it is made
    if (synonymStems.has(word.stem)) return [word]
    const isLast = index === words.length - 1
    for (const quality of vocabulary.match(word, isLast).values()) if (quality >= typoBelow) return [word]
    let best: [string, string] | null = null
    for (let cut = minHalf; cut <= surface.length - minHalf; cut++) {
      const halves: [string, string] = [surface.slice(0, cut), surface.slice(cut)]
      if (halves.some((half) => stopWords.has(half) || !vocabulary.hasStem(stemWord(half)))) continue
      if (!best || evenness(halves) > evenness(best)) best = halves
    }
    if (!best) return [word]
    const weight = (word.weight ?? 1) / 2
    return toQueryWords(best).map((half) => ({ ...half, weight }))
  })
}

const evenness = ([a, b]: [string, string]) => Math.min(a.length, b.length)
