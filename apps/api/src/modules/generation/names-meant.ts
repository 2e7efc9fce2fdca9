import type { CatalogueModel } from './catalogue-model'
import { spellAsTerms } from './product-kinds'
import { searchSynonyms, synonymPhrases, type SynonymGroups } from './synonyms'
import { contentWords } from './text-keys'

/** Names by their content words, as one key: the first name having them. */
type NamesByWords = Map<string, string>

function indexNames(names: string[]): NamesByWords {
  const index: NamesByWords = new Map()
  for (const name of names) {
    const key = contentWords(name).join(' ')
    if (!index.has(key)) index.set(key, name)
  }
  return index
}

/** Per catalogue model: its tables' names by their words. */
const namesByModel = new WeakMap<CatalogueModel, NamesByWords>()

function namesByWords(model: CatalogueModel): NamesByWords {
  let names = namesByModel.get(model)
  if (!names) namesByModel.set(model, (names = indexNames(model.entries.map(({ entry }) => entry.name))))
  return names
}

function findMisspelt(names: NamesByWords, text: string): string | null {
  const words = contentWords(text)
  const spelt = words.map(spellAsTerms)
  if (spelt.every((word, i) => word === words[i])) return null
  return names.get(spelt.join(' ')) ?? null
}

/**
 * The catalogue table a text names with a misspelling the kinds' typo rule corrects ("Toliets" for Toilets,
 * "Sprinkelr Heads"), so that generation opens it instead of saving a duplicate under the misspelt name. The
 * rule is the one that reads a misspelt kind (one edit, same first letter, never a building word), so
 * "Broilers" stay broilers beside the boilers. Null when no word was corrected or no table has the words.
 */
export function findMisspeltTable(model: CatalogueModel, text: string): string | null {
  return findMisspelt(namesByWords(model), text)
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
  return findSynonymous(namesByWords(model), text, groups)
}

function findSynonymous(names: NamesByWords, text: string, groups: SynonymGroups): string | null {
  for (const variant of synonymVariants(contentWords(text), groups)) {
    const name = names.get(variant.join(' '))
    if (name) return name
  }
  return null
}

/**
 * Of other names (the generated tables awaiting review, which the catalogue model leaves out), the one a text
 * misspells or names by a synonym: "RTU" opens the "Rooftop Units" generated a moment before, rather than
 * saving the same product twice for the reviewer.
 */
export function findNameMeant(
  names: string[],
  text: string,
  groups: SynonymGroups = searchSynonyms,
): string | null {
  const index = indexNames(names)
  return findMisspelt(index, text) ?? findSynonymous(index, text, groups)
}
