import { contentWords } from './text-keys'
import { familyFeatures, numberFamily, type CatalogueModel } from './catalogue-model'
import { familyNamedIn, findSimilarBySpelling, type SimilarTable } from './similar-tables'

const smoothing = 0.1
/** spelling likeness below this is coincidence ("Chinning" / "Spinning"), not kinship */
const minSpellingScore = 0.3

/** Each family's share of the similar tables' scores: a nearest-neighbour vote. */
function voteByNeighbours(similar: SimilarTable[]): Map<string, number> {
  const votes = new Map<string, number>()
  const total = similar.reduce((sum, table) => sum + (table.number ? table.score : 0), 0) || 1
  for (const table of similar) {
    if (!table.number) continue
    const family = numberFamily(table.number)
    votes.set(family, (votes.get(family) ?? 0) + table.score / total)
  }
  return votes
}

/**
 * How likely each family is to hold a table of this name (multinomial naive Bayes over the family's names:
 * words, last word, first word and word pairs), as probabilities over the families sharing a word with it.
 */
function voteByFamilyProfile(model: CatalogueModel, words: string[]): Map<string, number> {
  const features = familyFeatures(words)
  const logScores = new Map<string, number>()
  for (const [family, profile] of model.families) {
    let hits = 0
    let score = Math.log(profile.size)
    const denominator = profile.total + smoothing * model.vocabularySize
    for (const feature of features) {
      const count = profile.counts.get(feature) ?? 0
      if (count > 0) hits++
      score += Math.log((count + smoothing) / denominator)
    }
    if (hits > 0) logScores.set(family, score)
  }
  const best = Math.max(...logScores.values())
  let sum = 0
  const probabilities = new Map<string, number>()
  for (const [family, score] of logScores) {
    const p = Math.exp(score - best)
    probabilities.set(family, p)
    sum += p
  }
  for (const [family, p] of probabilities) probabilities.set(family, p / sum)
  return probabilities
}

/**
 * The closest OmniClass number family for a new table (`23-17 11` for a new kind of door), for the reviewer:
 * three equal votes, by the most similar tables' words, by their spelling, and by each family's profile.
 * A number family written in the text wins outright. Null when nothing in the catalogue is alike.
 */
export function suggestNumberFamily(model: CatalogueModel, text: string, similar: SimilarTable[]): string | null {
  const named = familyNamedIn(text)
  if (named && model.families.has(named)) return named
  const combined = new Map<string, number>()
  const votes = [voteByNeighbours(similar), voteByNeighbours(findSimilarBySpelling(model, text).filter((table) => table.score >= minSpellingScore)), voteByFamilyProfile(model, contentWords(text))]
  for (const vote of votes) for (const [family, share] of vote) combined.set(family, (combined.get(family) ?? 0) + share)
  let best: string | null = null
  let bestShare = 0
  for (const [family, share] of combined) if (share > bestShare) [best, bestShare] = [family, share]
  return best
}
