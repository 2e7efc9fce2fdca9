import { splitWords, stemWord, stopWords } from '../search/text'

/**
 * Word keys for generation, on the search module's folding and stemming so that both read names alike:
 * case, accents, spacing, punctuation and plurals are what separates near-duplicates in practice.
 */

/**
 * Words run together with a capital inside set apart ("CheckValves" → "Check Valves"), as nearDuplicateKey
 * reads them; a unit's capital after one letter ("kW", "dBA") and a leading small letter ("uPVC") are no break.
 */
export function spaceCamelWords(text: string): string {
  return text.replace(/(\p{Ll}{2})(\p{Lu}\p{Ll})/gu, '$1 $2')
}

/**
 * The meaningful words of a text, stemmed (`Fire Doors` → `fire`, `door`), without joining words. An acronym's
 * plural is the acronym ("RTUs" → `rtu`): folded to lower case, the stemmer would keep it whole, as "cactus".
 */
export function contentWords(text: string): string[] {
  return splitWords(spaceCamelWords(text.replace(/\b(\p{Lu}{2,})s\b/gu, '$1')))
    .filter((word) => !stopWords.has(word))
    .map(stemWord)
}

const numberMarks: Record<string, string> = { '/': 'over', '.': 'point', '-': 'to' }

/**
 * Two names are near-duplicates when their keys are equal: "Fire Rating", "fire-ratings" and "FireRating"
 * all give "firerating". Only the last word is stemmed, because the words are joined: a stemmed inner word
 * ("base" → "bas") kept "Base Board" apart from "Baseboard".
 */
export function nearDuplicateKey(text: string): string {
  // a mark between digits tells a number apart: 1/2 in is not 12 in, nor 1.5 kW 15 kW, nor 0-10 V 010 V
  const marked = text.replace(
    /(\d)([/.-])(?=\d)/g,
    (_, digit: string, mark: string) => digit + numberMarks[mark],
  )
  const words = splitWords(marked.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
  const last = words.pop()
  return words.join('') + (last === undefined ? '' : stemWord(last))
}

/** The key of a name's last word, which says what it asks: "Sprinkler Type" and "Type" ask the same. */
export function lastWordKey(name: string): string {
  return nearDuplicateKey(name.split(/\s+/).at(-1) ?? '')
}

export function wordPairs(words: string[]): string[] {
  return words.slice(1).map((word, i) => `${words[i]} ${word}`)
}

const gramSize = 4

/** Character 4-grams of each word: they tie `dehumidifier` to `humidifier` and forgive a typo. */
export function wordGrams(words: string[]): Map<string, number> {
  const grams = new Map<string, number>()
  for (const word of words) {
    const padded = `<${word}>`
    for (let i = 0; i + gramSize <= padded.length; i++) {
      const gram = padded.slice(i, i + gramSize)
      grams.set(gram, (grams.get(gram) ?? 0) + 1)
    }
  }
  return grams
}
