/**
 * How names and queries become comparable words (docs/decisions/005-search.md): Unicode-folded, lower-cased
 * runs of letters and digits. The same functions read the catalogue and the query, so both sides agree.
 */

const combiningMarks = /\p{M}+/gu
export const wordPattern = /[\p{L}\p{N}]+/gu

/** `Façade Panels` → `facade panels`: compatibility forms folded, accents dropped, lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(combiningMarks, '').toLowerCase()
}

export function splitWords(text: string): string[] {
  return foldText(text).match(wordPattern) ?? []
}

/**
 * Singular and plural alike: a light, predictable stemmer (Porter's step 1a plus a final `e`), applied to
 * both sides. It only has to map `doors`/`door`, `batteries`/`battery`, `boxes`/`box`, `fixtures`/`fixture`
 * onto one form; a stem need not be a real word.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  let stem = word
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2)
  else if (stem.endsWith('ss') || stem.endsWith('us') || stem.endsWith('is')) return stem
  else if (/(x|z|sh|[^i]ch)es$/.test(stem)) return stem.slice(0, -2)
  else if (stem.endsWith('s')) stem = stem.slice(0, -1)
  // a short word keeps its e: "tube" is no "tub", "tape" no "tap", "fire" no "fir", "pane" no "pan"
  if (stem.endsWith('e') && stem.length > 5) stem = stem.slice(0, -1)
  return stem
}

/** Words that join names ("Doors and Frames") but do not make a hit relevant on their own. */
export const stopWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
])

/** An OmniClass number as bare digits: `23-17 11 00` → `23171100`. */
export function numberDigits(number: string): string {
  return number.replace(/\D/g, '')
}

/** Trailing `00` pairs say nothing (`23-17 11` is `23-17 11 00`), so exactness ignores them. */
export function significantDigits(digits: string): string {
  let out = digits
  while (out.length > 4 && out.endsWith('00')) out = out.slice(0, -2)
  return out
}

const leadingNumber = /^\s*(\d[\d\s.-]*)/

/**
 * A query that starts like an OmniClass number (`23-17 11`, `2317`, `23-`) is a number prefix; the words
 * after it narrow within that branch. Three bare digits (`300`) stay a word: product series use them.
 */
export function splitNumberPrefix(query: string): { digits: string | null; rest: string } {
  const match = leadingNumber.exec(query)
  if (!match) return { digits: null, rest: query }
  const raw = match[1]!
  const digits = numberDigits(raw)
  const rest = query.slice(match[0].length)
  const isWhole = rest.trim() === ''
  const looksLikeNumber =
    (raw.includes('-') && digits.length >= 2) || digits.length >= 4 || (isWhole && digits.length === 2)
  return looksLikeNumber ? { digits, rest } : { digits: null, rest: query }
}
