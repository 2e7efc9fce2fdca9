import { foldText } from '../search/text'
import type { CatalogueModel } from './catalogue-model'
import { isBuildingWordOf } from './recognised-text'

/** two to five capitals: an acronym of the trade ("HM", "NEMA") */
const acronym = /^\p{Lu}{2,5}s?$/u
/** the shortest building word that, ending a word, makes it a product word ("Microcentrifuges") */
const minEnding = 5

/**
 * Whether the text has a word a building vocabulary knows (the catalogue's, the kinds', IFC's, the synonyms'),
 * an acronym, or a word ending in such a word. A sentence of English words naming nothing in a building
 * ("how are you today", a dish's name) has none, and neither has keyboard mashing: both are refused, with a
 * model configured too (issue 26: a model had turned keyboard mash into a table).
 */
export function hasProductWord(model: CatalogueModel, text: string): boolean {
  if (!/\p{L}/u.test(text)) return true // digits alone: a number, which the lookup reads
  const typed = (text.match(/[\p{L}-]+/gu) ?? []).filter((word) => word.replace(/-/g, '').length > 1)
  return typed.some((word) => {
    if (acronym.test(word) || isBuildingWordOf(model, word)) return true
    const folded = foldText(word)
    for (let start = 1; folded.length - start >= minEnding; start++)
      if (isBuildingWordOf(model, folded.slice(start))) return true
    return false
  })
}
