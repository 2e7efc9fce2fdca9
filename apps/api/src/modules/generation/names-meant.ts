import type { CatalogueModel } from './catalogue-model'
import { spellAsTerms } from './product-kinds'
import { searchSynonyms, synonymPhrases, type SynonymGroups } from './synonyms'
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

function indexOfPhrase(words: string[], phrase: string[]): number {
  for (let at = 0; at + phrase.length <= words.length; at++)
    if (phrase.every((word, i) => words[at + i] === word)) return at
  return -1
}

/**
 * The text's words with one synonym phrase swapped for each other phrase of its group ("frp panels" →
 * fiberglass reinforced panels): a word repeated where the phrase meets the rest is said once.
 */
function synonymVariants(words: string[], groups: SynonymGroups): string[][] {
  const variants: string[][] = []
  for (const phrases of synonymPhrases(groups)) {
    for (const phrase of phrases) {
      const at = indexOfPhrase(words, phrase)
      if (at < 0) continue
      for (const other of phrases) {
        if (other === phrase) continue
        const swapped = [...words.slice(0, at), ...other, ...words.slice(at + phrase.length)]
        variants.push(swapped.filter((word, i) => i === 0 || word !== swapped[i - 1]))
      }
    }
  }
  return variants
}

/**
 * The catalogue table a text names by a synonym of the search's list ("CMU" for Concrete Masonry Units, "FRP
 * Panels" for Fiberglass Reinforced Panels), so that generation opens it rather than saving a second table
 * of the same thing under another name. Null when no swap names a table.
 */
export function findSynonymousTable(
  model: CatalogueModel,
  text: string,
  groups: SynonymGroups = searchSynonyms,
): string | null {
  const names = namesByWords(model)
  for (const variant of synonymVariants(contentWords(text), groups)) {
    const name = names.get(variant.join(' '))
    if (name) return name
  }
  return null
}
