import type { CatalogueModel } from './catalogue-model'
import { spellAsTerms } from './product-kinds'
import { contentWords } from './text-keys'

/** Per catalogue model: each table's content words, as one key, to the first table having them. */
const namesByModel = new WeakMap<CatalogueModel, Map<string, string>>()

function namesByWords(model: CatalogueModel): Map<string, string> {
  let names = namesByModel.get(model)
  if (names) return names
  names = new Map()
  for (const { entry } of model.entries) {
    const key = contentWords(entry.name).join(' ')
    if (!names.has(key)) names.set(key, entry.name)
  }
  namesByModel.set(model, names)
  return names
}

/**
 * The catalogue table a text names with a misspelling the kinds' typo rule corrects ("Toliets" for Toilets,
 * "Sprinkelr Heads"), so that generation opens it instead of saving a duplicate under the misspelt name. The
 * rule is the one that reads a misspelt kind (one edit, same first letter, never a building word), so
 * "Broilers" stay broilers beside the boilers. Null when no word was corrected or no table has the words.
 */
export function findMisspeltTable(model: CatalogueModel, text: string): string | null {
  const words = contentWords(text)
  const spelt = words.map(spellAsTerms)
  if (spelt.every((word, i) => word === words[i])) return null
  return namesByWords(model).get(spelt.join(' ')) ?? null
}
