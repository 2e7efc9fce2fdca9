import { numberFamily, type CatalogueEntry, type CatalogueModel } from './catalogue-model'
import { expandWithSynonyms, type SynonymGroups } from './synonyms'
import { contentWords, wordGrams, wordPairs } from './text-keys'

export type SimilarTable = CatalogueEntry & { score: number }

const headBonus = 1.3
const pairBonus = 0.5
const namedFamilyBonus = 2
const numberInText = /\b\d{2}-\d{2}(?: \d{2}){0,5}\b/

function byScore(a: SimilarTable, b: SimilarTable) {
  return b.score - a.score || a.name.localeCompare(b.name)
}

/** The family named in the text, when the text carries an OmniClass number (`23-17 11 acoustic door`). */
export function familyNamedIn(text: string): string | null {
  const named = numberInText.exec(text)
  return named ? numberFamily(named[0]) : null
}

/**
 * Tables ranked by the words they share with the text (and its synonyms), each weighted by its rarity
 * (IDF) and by whether it is the table's own word or only its parent's. Sharing the last word (the kind of
 * product: "Fire Doors") or an adjacent pair of words counts extra; so does the number family the text names.
 */
export function findSimilarTables(
  model: CatalogueModel,
  text: string,
  synonyms: SynonymGroups,
  limit = 20,
): SimilarTable[] {
  const own = contentWords(text)
  const head = own.at(-1)
  const ownPairs = wordPairs(own)
  const scores = new Map<number, number>()
  for (const word of new Set(expandWithSynonyms(own, synonyms))) {
    const idf = model.wordIdf.get(word) ?? 0
    for (const position of model.wordPostings.get(word) ?? []) {
      scores.set(position, (scores.get(position) ?? 0) + idf * model.entries[position]!.weights.get(word)!)
    }
  }
  const family = familyNamedIn(text)
  const ranked: SimilarTable[] = []
  for (const [position, shared] of scores) {
    const { entry, head: entryHead, length, pairs } = model.entries[position]!
    let score = shared / Math.sqrt(Math.max(length, 1))
    if (head && entryHead === head) score *= headBonus
    score *= 1 + pairBonus * ownPairs.filter((pair) => pairs.has(pair)).length
    if (family && entry.number && numberFamily(entry.number) === family) score *= namedFamilyBonus
    ranked.push({ ...entry, score })
  }
  return ranked.sort(byScore).slice(0, limit)
}

/** Tables ranked by shared character 4-grams (cosine of IDF-weighted counts): spelling-level likeness. */
export function findSimilarBySpelling(model: CatalogueModel, text: string, limit = 10): SimilarTable[] {
  const grams = wordGrams(contentWords(text))
  let norm = 0
  const scores = new Map<number, number>()
  for (const [gram, count] of grams) {
    const idf = model.gramIdf.get(gram)
    if (!idf) continue
    norm += (count * idf) ** 2
    for (const position of model.gramPostings.get(gram)!) {
      const theirs = model.entries[position]!.grams.get(gram)!
      scores.set(position, (scores.get(position) ?? 0) + count * idf * theirs * idf)
    }
  }
  const queryNorm = Math.sqrt(norm) || 1
  return [...scores]
    .map(([position, dot]) => ({
      ...model.entries[position]!.entry,
      score: dot / queryNorm / model.entries[position]!.gramNorm,
    }))
    .sort(byScore)
    .slice(0, limit)
}
