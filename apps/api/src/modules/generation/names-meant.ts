import { toNameKey } from '@scout/shared/domain/names'
import type { CatalogueModel } from './catalogue-model'
import { isKnownWord, spellAsTerms } from './product-kinds'
import { searchSynonyms, synonymPhrases, type SynonymGroups } from './synonyms'
import { allowedTypos, boundedDistance } from '../search/fuzzy'
import { splitWords, stemWord, stopWords } from '../search/text'
import { contentWords } from './text-keys'

/** Names by their content words, as one key, and by their solid key: the first name having each. */
type NamesByWords = {
  byWords: Map<string, string>
  solid: Map<string, string>
  /** each name's words as typed, lower case, stop words left out, and stemmed */
  typed: { name: string; words: string[]; stems: string[] }[]
}

const typedWords = (text: string) => splitWords(text).filter((word) => !stopWords.has(word))

/** A name's words run together, stemmed as one: "flag poles", "Flag-Poles" and "Flagpoles" are one name. */
function solidKey(text: string): string {
  return stemWord(splitWords(text).join(''))
}

function indexNames(names: string[]): NamesByWords {
  const index: NamesByWords = { byWords: new Map(), solid: new Map(), typed: [] }
  for (const name of names) {
    const words = typedWords(name)
    index.typed.push({ name, words, stems: words.map(stemWord) })
    const key = contentWords(name).join(' ')
    if (!index.byWords.has(key)) index.byWords.set(key, name)
    const runTogether = solidKey(name)
    if (!index.solid.has(runTogether)) index.solid.set(runTogether, name)
  }
  return index
}

/**
 * The name a text writes with its words spaced or joined otherwise ("counter tops" for Countertops,
 * "pressure-washers" for Pressure Washers); the exact name is the repository's to find.
 */
function findRespaced(names: NamesByWords, text: string): string | null {
  const name = names.solid.get(solidKey(text))
  return name && toNameKey(name) !== toNameKey(text) ? name : null
}

/** Per catalogue model: its tables' names by their words. */
const namesByModel = new WeakMap<CatalogueModel, NamesByWords>()

function namesByWords(model: CatalogueModel): NamesByWords {
  let names = namesByModel.get(model)
  if (!names) namesByModel.set(model, (names = indexNames(model.entries.map(({ entry }) => entry.name))))
  return names
}

/**
 * The one name a text writes with typos the search forgives (one edit in a word of four letters or more, two
 * in eight or more: "fire dorrs" for Fire Doors), where each mistyped word has the name's first letter and is
 * no word the catalogue or the kinds know ("Broilers" are no mistyped boilers). Null when none or several.
 */
function findMistyped(names: NamesByWords, text: string, known: (word: string) => boolean): string | null {
  const words = typedWords(text)
  const stems = words.map(stemWord)
  const mistyped = (word: string, right: string) =>
    word[0] === right[0] &&
    !known(word) &&
    boundedDistance(word, right, allowedTypos(word)) <= allowedTypos(word)
  let found: string | null = null
  for (const { name, words: rights, stems: rightStems } of names.typed) {
    if (rights.length !== words.length) continue
    let typos = 0
    const matches = rights.every((right, i) => {
      if (stems[i] === rightStems[i]) return true
      typos++
      return mistyped(words[i]!, right)
    })
    if (!matches || typos === 0 || name === found) continue
    if (found) return null
    found = name
  }
  return found
}

function findMisspelt(names: NamesByWords, text: string): string | null {
  const words = contentWords(text)
  const spelt = words.map(spellAsTerms)
  if (spelt.every((word, i) => word === words[i])) return null
  return names.byWords.get(spelt.join(' ')) ?? null
}

/**
 * The catalogue table a text names with its words spaced otherwise ("counter tops" for Countertops), with a
 * misspelling the kinds' typo rule corrects ("Toliets" for Toilets, "Sprinkelr Heads"), or with typos the
 * search forgives ("fire dorrs", findMistyped), so that generation opens it instead of saving a duplicate
 * under the typed name. Known words are never typos, so "Broilers" stay broilers beside the boilers. Null
 * when no table has the words.
 */
export function findMisspeltTable(model: CatalogueModel, text: string): string | null {
  const names = namesByWords(model)
  const known = (word: string) => model.vocabulary.has(word) || isKnownWord(word)
  return findRespaced(names, text) ?? findMisspelt(names, text) ?? findMistyped(names, text, known)
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
    const name = names.byWords.get(variant.join(' '))
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
  return (
    findRespaced(index, text) ??
    findMisspelt(index, text) ??
    findMistyped(index, text, isKnownWord) ??
    findSynonymous(index, text, groups)
  )
}
