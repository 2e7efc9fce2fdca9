import { splitWords, stemWord, stopWords } from '../search/text'
import { genericHeads, headKindOf, productKinds, type ProductKind } from './product-kinds'

/** a part that sorts rather than qualifies: "Clarifier, Sludge Blanket Type" keeps its order */
const sortWords = new Set([...genericHeads, 'type'])

/** A later part that holds a product of its own ("Suspended Ceilings, Grids") or a sort, not a quality of the first. */
function isNoModifier(part: string): boolean {
  const words = splitWords(part)
  // a plural names products ("Grids"); the stemmer also drops a long word's final e ("Volume", "Inline")
  const plural = (word: string) => word.endsWith('s') && stemWord(word) !== word
  return !words.length || words.some(plural) || sortWords.has(words.at(-1)!)
}

/**
 * A name written the way specifications and price lists sort it, the product first and its qualities after
 * commas ("Doors, Hollow Metal", "Valve, Check, Swing", "Louvers, Stationary, Extruded Aluminum"), read in the
 * order people say it ("Hollow Metal Doors", "Swing Check Valve"): so it opens the table that exists, and a
 * new table is named as the catalogue names its tables. A list ("Mats and Grilles"), a later part that is a
 * product itself (a plural: "Suspended Ceilings, Grids") or a sort ("…, Sludge Blanket Type"), and a text
 * whose reordering names no kind of product stay as typed: no name of Table 23 is reordered.
 */
export function withNaturalOrder(text: string): string {
  if (!text.includes(',') || /\b(?:and|or)\b|&/i.test(text)) return text
  const parts = text
    .split(/\s*,\s*(?=\D|$)/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2 || parts.slice(1).some(isNoModifier)) return text
  const reordered = [...parts.slice(1).reverse(), parts[0]].join(' ')
  return headKindOf(reordered) ? reordered : text
}

const sortedKey = (stems: string[]) => [...stems].sort().join(' ')
/** each term of two words or more, by its words in any order: the term's order */
const termsByWords = new Map<string, string[]>()
/** the words a term ends on: a product's own word ("conveyor belts" are no belt conveyor) */
const termEnds = new Set<string>()
for (const kind of productKinds)
  for (const term of kind.terms) {
    termEnds.add(term.at(-1)!)
    if (term.length > 1 && !termsByWords.has(sortedKey(term))) termsByWords.set(sortedKey(term), term)
  }

/**
 * A kind's term typed with its words in another order, the product first ("transformer pad mounted", "motor
 * TEFC"), read in the term's order ("pad mounted transformer", "TEFC motor"): as typed, its last word names
 * no product and the kind was read off another word or not at all ("motor TEFC" got generic columns). Only
 * when the text is all of one term's
 * words and its last word ends no term ("conveyor belts" are no belt conveyor): no name of Table 23 is
 * reordered.
 */
export function withTermOrder(text: string): string {
  const words = splitWords(text).filter((word) => !stopWords.has(word))
  if (words.length < 2 || words.length !== text.trim().split(/\s+/).length) return text
  const stems = words.map(stemWord)
  // a last word that ends a term, or is plural, is the product as typed ("Conveyor Belts")
  if (termEnds.has(stems.at(-1)!) || stems.at(-1) !== words.at(-1)) return text
  const term = termsByWords.get(sortedKey(stems))
  if (!term) return text
  const typed = text.trim().split(/\s+/)
  const used = new Set<number>()
  return term
    .map((stem) => {
      const at = stems.findIndex((s, i) => s === stem && !used.has(i))
      used.add(at)
      return typed[at]
    })
    .join(' ')
}

/** Whether a word typed after a product is a quality of its kind: a word of its terms or its columns' values. */
function qualifies(word: string, kind: ProductKind): boolean {
  const folded = word.toLowerCase()
  const stem = stemWord(folded)
  // a plural is a product of its own ("Door Closers")
  if (!/^\p{L}+$/u.test(word) || (folded.endsWith('s') && stem !== folded) || stopWords.has(stem))
    return false
  const has = (text: string) => splitWords(text).some((w) => stemWord(w) === stem)
  return kind.names.some(has) || kind.parameters.some((column) => column.values.some(has))
}

/**
 * Qualities typed after the product ("smoke detector photoelectric", "generator diesel", "fire extinguisher
 * cabinet semi recessed"), read before it as people say it ("Photoelectric Smoke Detector"): as typed, the last
 * word names no product, so the kind, the columns and the family were read off no head. Only words that are
 * qualities of the kind named before them (in its terms or its columns' values): no name of Tables 21–23
 * is reordered.
 */
export function withQualitiesFirst(text: string): string {
  if (headKindOf(text)) return text
  const typed = text.trim().split(/\s+/)
  // a last word that ends a term names a product ("Roller Shutter Gear" is gear), and so does a noun of an
  // action or a state ("Geogrid Soil Stabilization")
  const last = typed.at(-1)!.toLowerCase()
  if (termEnds.has(stemWord(last)) || /(?:tion|sion|ment|ness|ity)$/.test(last)) return text
  for (let start = typed.length - 1; start > 0; start--) {
    const kind = headKindOf(typed.slice(0, start).join(' '))
    if (kind && typed.slice(start).every((word) => qualifies(word, kind)))
      return [...typed.slice(start), ...typed.slice(0, start)].join(' ')
  }
  return text
}
