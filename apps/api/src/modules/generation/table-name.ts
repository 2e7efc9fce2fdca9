import { stemWord, stopWords } from '../search/text'
import { correctSpelling, isTermWord, joinSplitWords, kindOf, writtenAcronym } from './product-kinds'

/**
 * A mistyped word as the terms of the kind the text is read as spell it, in the case typed ("Elevaters" →
 * "Elevators"); a word the typo rule reads as another kind's stays as typed ("LED troilers" are lighting,
 * not the loading docks' trailers).
 */
function respell(word: string, kindWords: Set<string>): string {
  if (!/^\p{L}+$/u.test(word) || word === word.toUpperCase()) return word
  const spelt = correctSpelling(word)
  if (!spelt || !kindWords.has(stemWord(spelt))) return word
  return word[0] === word[0]!.toUpperCase() ? spelt[0]!.toUpperCase() + spelt.slice(1) : spelt
}

/**
 * A text typed all in capitals is shouted ("FIRE EXTINGUISHERS"): its words the kinds' terms use are lowered,
 * to be capitalised as any, unless they are acronyms ("LED TROFFERS" → LED, troffers). Acronyms typed alone
 * or among unknown words stay as typed ("HM", "AHU").
 */
function unshout(words: string[]): string[] {
  const letters = words.join('')
  if (/\p{Ll}/u.test(letters) || !words.some((word) => word.length >= 4 && isTermWord(word))) return words
  return words.map((word) =>
    (isTermWord(word) && !writtenAcronym(word.toLowerCase())) || stopWords.has(word.toLowerCase())
      ? word.toLowerCase()
      : word,
  )
}

/** An acronym's plural written with an apostrophe ("ERV's", "AHU’s") is its plural: read and named as "ERVs". */
export function withAcronymPlurals(text: string): string {
  return text.replace(/\b([A-Z]{2,})['’]s\b/g, '$1s')
}

/**
 * The table's name as the catalogue writes names: stray punctuation at either end dropped, single spaces,
 * two words a term writes as one written so ("Fire Places" → "Fireplaces"),
 * a shouted text written as any (unshout), a word the kinds' typo rule reads as a word of the text's kind spelt
 * as that one ("sprinkelr heads" → "Sprinkler Heads": the table is made as that kind already), lower-case
 * words capitalised but for joining words after the first ("Pumps for Fire Protection"), acronyms kept (HM)
 * or written as the kinds of product write them ("ev chargers" → "EV Chargers").
 */
export function tableNameFor(text: string): string {
  const words = text
    .replace(/^[^\p{L}\p{N}(]+|[^\p{L}\p{N})]+$/gu, '')
    .replace(/\s+/g, ' ')
    .split(' ')
  const kindWords = new Set(kindOf(text)?.terms.flat())
  const joined = joinSplitWords(
    words,
    (word, next) => word + (word === word.toUpperCase() ? next : next.toLowerCase()),
  )
  return unshout(joined)
    .map((word) => respell(word, kindWords))
    .map((word, i) => {
      if (word !== word.toLowerCase()) return word
      // a single letter is a grade or a type ("Class A"), not the article
      if (i > 0 && word.length > 1 && stopWords.has(word)) return word
      // each part of a joined word, as the catalogue writes "Metal-Framed" and the terms "FM-200"
      return word
        .split('-')
        .map((part) => writtenAcronym(part) ?? part.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()))
        .join('-')
    })
    .join(' ')
}
