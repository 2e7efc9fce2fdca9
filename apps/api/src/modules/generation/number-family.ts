import { classifyFamily, knowsWord } from './family-classifier'
import { numberFamily, type CatalogueModel } from './catalogue-model'
import { kindOf } from './product-kinds'
import { familyNamedIn, findSimilarBySpelling, type SimilarTable } from './similar-tables'
import { expandWithSynonyms, searchSynonyms, type SynonymGroups } from './synonyms'
import { contentWords } from './text-keys'

/** spelling likeness below this is coincidence ("Chinning" / "Spinning"), not kinship */
const minSpellingScore = 0.3
/**
 * How much the similar tables' vote adds to the classifier's shares: enough to settle a near tie, never to
 * overrule a clear answer. Chosen on held-out rows of Table 23 (decision 006), not on the quality test's.
 */
const neighbourWeight = 0.2

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

const kindsByModel = new WeakMap<CatalogueModel, Set<string>>()

/** The kinds of product the catalogue's numbered tables are (computed once per model). */
function catalogueKinds(model: CatalogueModel): Set<string> {
  let kinds = kindsByModel.get(model)
  if (kinds) return kinds
  kinds = new Set()
  for (const { entry } of model.entries) {
    const kind = entry.number ? kindOf(entry.name) : null
    if (kind) kinds.add(kind.key)
  }
  kindsByModel.set(model, kinds)
  return kinds
}

/**
 * The closest OmniClass number family for a new table (`23-17 11` for a new kind of door), for the reviewer:
 * the family classifier's shares (catalogue-model), plus a small vote of the most similar tables. A number
 * family written in the text wins outright. Null when nothing in the catalogue is alike, in words or
 * spelling, or when the text names a kind of product (product-kinds.ts) the catalogue has no table of, nor of
 * its broader kind ("Fire Sprinklers" among doors and windows): a family of another kind would mislead the reviewer. Restricting the
 * choice to the families holding that kind was tried and left out: 1.5 points lower on the held-out rows.
 */
export function suggestNumberFamily(
  model: CatalogueModel,
  text: string,
  similar: SimilarTable[],
  synonyms: SynonymGroups = searchSynonyms,
): string | null {
  const named = familyNamedIn(text)
  if (named && model.classifier.families.includes(named)) return named
  if (
    similar.length === 0 &&
    !findSimilarBySpelling(model, text, 1).some((table) => table.score >= minSpellingScore)
  )
    return null
  const kind = kindOf(text)
  const present = catalogueKinds(model)
  if (kind && !present.has(kind.key) && !(kind.parent && present.has(kind.parent))) return null
  const words = contentWords(text)
  // synonyms stand in for words the catalogue does not use ("AHU"); a word it uses already says enough
  const related = words.some((word) => !knowsWord(model.classifier, word))
    ? expandWithSynonyms(words, synonyms).slice(words.length)
    : []
  const combined = classifyFamily(model.classifier, words, related)
  for (const [family, share] of voteByNeighbours(similar))
    combined.set(family, (combined.get(family) ?? 0) + neighbourWeight * share)
  let best: string | null = null
  let bestShare = 0
  for (const [family, share] of combined) if (share > bestShare) [best, bestShare] = [family, share]
  return best
}
