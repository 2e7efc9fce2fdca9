import { splitWords, stemWord } from '../search/text'
import { genericHeads, headKindOf } from './product-kinds'

/** a part that sorts rather than qualifies: "Clarifier, Sludge Blanket Type" keeps its order */
const sortWords = new Set([...genericHeads, 'type'])

/** A later part that holds a product of its own ("Suspended Ceilings, Grids") or a sort, not a quality of the first. */
function isNoModifier(part: string): boolean {
  const words = splitWords(part)
  return !words.length || words.some((word) => stemWord(word) !== word) || sortWords.has(words.at(-1)!)
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
