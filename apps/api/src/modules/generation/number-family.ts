import { classifyFamily, knowsWord } from './family-classifier'
import { familyGroup, isGroupTable, numberFamily, type CatalogueModel } from './catalogue-model'
import { genericHeads, headKindOf, kindOf } from './product-kinds'
import { familyOfKind, isOtherKindsFamily, preferKindsFamily } from './kind-families'
import { familyNamedIn, findSimilarBySpelling, type SimilarTable } from './similar-tables'
import { expandWithSynonyms, searchSynonyms, type SynonymGroups } from './synonyms'
import { contentWords } from './text-keys'

/** spelling likeness below this is coincidence ("Chinning" / "Spinning"), not kinship */
const minSpellingScore = 0.3
/**
 * Below this many numbered tables, spelling alone (character 4-grams of words the catalogue never uses)
 * places no name: on random parts of Table 23, it put 2% of such names in their family at the demo's 87
 * tables, 5% at 300 and 11% at 1,000 (decision 006). Nor do generic words alone ("Medical Equipment", of no
 * known kind): 0 of 70 such names right at 87 tables, 3 of 57 at 300, 3 of 24 at 1,000.
 */
const minTablesForSpelling = 1_000
/**
 * How much the similar tables' vote adds to the classifier's shares: enough to settle a near tie, never to
 * overrule a clear answer. Chosen on held-out rows of Table 23 (decision 006), not on the quality sample's.
 */
const neighbourWeight = 0.2
/**
 * From this many numbered tables on, a family of other kinds of product (isOtherKindsFamily) is suggested
 * still: on random parts of Table 23, such families were right for 18% of the names at 100 tables, 24% at
 * 300, 30% at 1,000 and 60% at 3,000, and for 12 of 25 on its folds (decision 006). Below it, they mislead.
 */
const minTablesForOtherKinds = 2_000
/**
 * How much the group classifier's answer reshapes the family shares (family share × group share^this). Half
 * a point on all 25 held-out folds of Table 23 at 0.25–0.75; 0.5 scored best (decision 006).
 */
const groupWeight = 0.5

/**
 * The family shares weighed by their top-level group's share, renormalised: a group is learnt from many more
 * names than a family, so it steadies a family picked on a few words ("Ceiling Fans" are HVAC products before
 * they are ceilings).
 */
function weighByGroup(families: Map<string, number>, groups: Map<string, number>): Map<string, number> {
  const weighed = new Map<string, number>()
  let sum = 0
  for (const [family, share] of families) {
    const value = share * (groups.get(familyGroup(family)) ?? 0) ** groupWeight
    weighed.set(family, value)
    sum += value
  }
  if (sum === 0) return families
  for (const [family, value] of weighed) weighed.set(family, value / sum)
  return weighed
}

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
 * The closest OmniClass number family for a new table (`23-17 11` for a new kind of door), for the reviewer:
 * the family classifier's shares (catalogue-model), plus a small vote of the most similar tables. A number
 * family written in the text wins outright. Null when nothing in the catalogue is alike, in words or
 * spelling, or when, in a small catalogue, the family found is one of other kinds of product
 * (isOtherKindsFamily). Restricting the choice to the families holding the text's kind was tried and left out:
 * 1.5 points lower on held-out rows.
 */
export function suggestNumberFamily(
  model: CatalogueModel,
  text: string,
  similar: SimilarTable[],
  synonyms: SynonymGroups = searchSynonyms,
): string | null {
  const named = familyNamedIn(text)
  if (named && model.classifier.families.includes(named)) return named
  const words = contentWords(text)
  // synonyms stand in for words the catalogue does not use ("AHU"); a word it uses already says enough
  const related = words.some((word) => !knowsWord(model.classifier, word))
    ? expandWithSynonyms(words, synonyms).slice(words.length)
    : []
  // when the catalogue uses none of the words, their spelling is all the classifier could go by: the kind
  // of product, if known, says more ("Skylights" are windows, not doors as the spelling has it), even one
  // read off a word before the head ("Sprinkler Heds" had gone with the toilets by their spelling)
  // — and so when the only words it knows are generic ("VRF Systems": every family has systems). Without
  // a kind, the generic word is kept: Table 23 files "Equipment" in some families more than others
  // (returning none instead cost eight rows of its 25 folds)
  const headKind = headKindOf(text)
  const anyKind = headKind ?? kindOf(text)
  const known = [...words, ...related].filter((word) => knowsWord(model.classifier, word))
  if (anyKind && known.every((word) => genericHeads.has(word))) return familyOfKind(model, anyKind)
  if (
    similar.length === 0 &&
    !findSimilarBySpelling(model, text, 1).some((table) => table.score >= minSpellingScore)
  )
    return null
  // nor, in a small catalogue, does a generic word: "Medical Equipment" had gone with the demo's toilets
  if (!anyKind && known.every((word) => genericHeads.has(word)) && model.numberedCount < minTablesForSpelling)
    return null
  const combined = weighByGroup(
    classifyFamily(model.classifier, words, related),
    classifyFamily(model.groupClassifier, words, related),
  )
  for (const [family, share] of voteByNeighbours(similar))
    combined.set(family, (combined.get(family) ?? 0) + neighbourWeight * share)
  // a top-level group's own table ("23-13 00 00 Structural and Exterior Enclosure Products") is no family a
  // product is filed in: suggested, it was wrong on all 7 rows of Table 23's 25 folds and gave LED wall packs
  // the building envelope on the demo's
  for (const family of combined.keys()) if (isGroupTable(family)) combined.delete(family)
  const best = preferKindsFamily(model, headKind, combined)
  // a kind read before a word that names none misleads alike ("CCTV Camera Dome" had gone with the demo's doors)
  const misleading =
    model.numberedCount < minTablesForOtherKinds && best && isOtherKindsFamily(model, anyKind, best, words)
  return misleading ? null : best
}
