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

const unit =
  'in|inch|inches|ft|foot|feet|mm|cm|m|gal|gallon|gallons|l|liter|litre|liters|litres|ton|tons|hp|v|volt|volts|' +
  'a|amp|amps|kv|kva|kw|w|watt|watts|lb|lbs|kg|psi|bar|cfm|gpm|btu|btuh|mbh|ga|gauge|mil|ah|' +
  'min|mins|minute|minutes|hr|hrs|hour|hours|u'
/** a size or a rating: a number with its unit run in or after it ("36 inch", "480V", "10-Ton", "2x4", "3/4", "#12") */
const sizeToken = new RegExp(
  `^#?\\d+(?:[.,/]\\d+)*k?(?:[x×]\\d+(?:[./]\\d+)?)*(?:["'%]|-?(?:${unit})\\.?)?$`,
  'i',
)
const unitToken = new RegExp(`^(?:${unit})\\.?$`, 'i')
/** an insulation's thermal resistance ("R-19", "R30"), a rating as much as "2 inch" is a size */
const rValue = /^R-?\d+(?:\.\d+)?$/i
const bareNumber = /^\d+$/
const fraction = /^\d+\/\d+$/

/**
 * The text without the sizes and ratings typed with the product ("10 ton RTU", "2 inch ball valve", "200A panel",
 * "24 x 24 supply diffuser", "R-19 batt insulation", "fire doors 90 min", "drywall 5/8 type x"): a table is the product in every size,
 * whose Size or Capacity column the size would otherwise answer and so remove. A bare count before a word
 * that is no unit stays ("3 Compartment Sinks", "4 Way Switches"), and so does a text that is nothing but
 * sizes.
 */
export function withoutSizes(text: string): string {
  const words = text
    // a size in brackets ("(3'-0\" x 7'-0\")"), and a grille's or panel's open area ("56% open")
    .replace(/\s*\([^)]*\d[^)]*\)/g, ' ')
    .replace(/\b\d+(?:\.\d+)?\s*%\s*(?:open(?:\s+area)?|free\s+area)\b/gi, ' ')
    .replace(/(\d)\s*[x×]\s*(?=\d)/g, '$1x')
    .trim()
    .split(/\s+/)
  const isUnit = (i: number) => unitToken.test(words[i] ?? '')
  /** how many words the size at `i` takes ("1 1/2 inch": three), none when it is no size */
  const sizeAt = (i: number) => {
    if (rValue.test(words[i]!)) return 1
    if (!sizeToken.test(words[i]!)) return 0
    const bare = bareNumber.test(words[i]!)
    const length = bare && fraction.test(words[i + 1] ?? '') ? 2 : 1
    if (isUnit(i + length)) return length + 1
    return bare && length === 1 ? 0 : length
  }
  let start = 0
  while (start < words.length) {
    const length = sizeAt(start)
    if (!length) break
    start += length
  }
  let end = words.length
  for (;;) {
    if (end - 1 > start && isUnit(end - 1) && /^[\d/.]+k?$/i.test(words[end - 2]!)) {
      end -= 2
      if (fraction.test(words[end]!) && end > start && bareNumber.test(words[end - 1]!)) end -= 1
    } else if (end > start && !bareNumber.test(words[end - 1]!) && sizeAt(end - 1) === 1) end -= 1
    else break
  }
  // a size inside the name goes too ("drywall 5/8 type x"), but not a bare number ("LVL 2 EV charger")
  const rest: string[] = []
  for (let i = start; i < end; i++) {
    const length = i > start ? sizeAt(i) : 0
    if (length && i + length < end) i += length - 1
    else rest.push(words[i]!)
  }
  return rest.some((word) => /\p{L}{2}/u.test(word)) ? rest.join(' ') : text
}

/** an electrical rating ("200 amp", "480V", "75 kVA"): amperes, volts and volt-amperes rate electrical products only */
const electricalRating = /\b\d+(?:\.\d+)?\s*-?(?:a|amps?|v|volts?|kv|kva)\b/i

/**
 * The text as withoutSizes leaves it, with "electrical" before it when the rating typed with it was electrical and
 * only so is it a kind of product: "200 amp panel" is an electrical panel (a panelboard), not the access, wall
 * and ceiling panels "panel" alone would borrow from; "200A disconnect" has its kind already and stays.
 */
export function withRatedTrade(typed: string, text: string): string {
  if (text === typed || !electricalRating.test(typed) || kindOf(text)) return text
  const rated = `electrical ${text}`
  return kindOf(rated) ? rated : text
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
