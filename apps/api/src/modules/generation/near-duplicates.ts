import type { CatalogueModel } from './catalogue-model'
import { contentWords } from './text-keys'

/**
 * Near-duplicate names (issue 26: 13 of 62 new tables repeated an existing one): the same words, each in either
 * number, whatever the punctuation ("Fire-Rated Door" for "Fire Rated Doors"), or the same words in another
 * order with the same last word, the thing named ("Acoustic Ceiling Panels" for "Ceiling Acoustic Panels").
 * Another last word is another thing ("Belt Conveyors" are no "Conveyor Belts"), unless the text is a
 * specification's order with commas, which natural-order.ts reads first.
 */
type Keys = { exact: Map<string, string>; unordered: Map<string, string> }

/** The keys under which two names are one table; exported for the eval, which must hold out both. */
export function keysOf(name: string): { exact: string; unordered: string } | null {
  const words = contentWords(name)
  if (words.length === 0) return null
  const head = words.at(-1)!
  return { exact: words.join(' '), unordered: `${[...words].sort().join(' ')}|${head}` }
}

function indexNames(names: Iterable<string>): Keys {
  const keys: Keys = { exact: new Map(), unordered: new Map() }
  for (const name of names) {
    const key = keysOf(name)
    if (!key) continue
    if (!keys.exact.has(key.exact)) keys.exact.set(key.exact, name)
    if (!keys.unordered.has(key.unordered)) keys.unordered.set(key.unordered, name)
  }
  return keys
}

/** Per catalogue model, built once: the word index follows the catalogue, never each request. */
const keysByModel = new WeakMap<CatalogueModel, Keys>()

function catalogueKeys(model: CatalogueModel): Keys {
  let keys = keysByModel.get(model)
  if (!keys) keysByModel.set(model, (keys = indexNames(model.entries.map(({ entry }) => entry.name))))
  return keys
}

/** The name, of the catalogue's or of the others given (awaiting review), that the text nearly repeats. */
export function findNearDuplicate(model: CatalogueModel, others: string[], text: string): string | null {
  const key = keysOf(text)
  if (!key) return null
  const mine = catalogueKeys(model)
  const found = mine.exact.get(key.exact) ?? mine.unordered.get(key.unordered)
  if (found) return found
  const theirs = indexNames(others)
  return theirs.exact.get(key.exact) ?? theirs.unordered.get(key.unordered) ?? null
}
