import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { CatalogueModel } from './catalogue-model'
import { humanize, matchPropertySets, psetParameters } from './ifc-psets'
import { meetsShapeRules, mergeParameters } from './merge-parameters'
import { suggestNumberFamily } from './number-family'
import { familyOf, genericFamily } from './product-families'
import { findSimilarTables, type SimilarTable } from './similar-tables'
import type { SynonymGroups } from './synonyms'
import { contentWords } from './text-keys'

export type BuiltinDraft = {
  parameters: Parameter[]
  suggestedNumber: string | null
  similar: SimilarTable[]
  propertySets: string[]
}

/** How many of the most similar tables lend their parameters (and manufacturers) to the new one. */
const lenders = 6

/** The similar tables worth reading parameters from; the caller loads them (see generation.repository). */
export function findLenders(model: CatalogueModel, text: string, synonyms: SynonymGroups) {
  const similar = findSimilarTables(model, text, synonyms)
  return { similar, lenderIds: similar.slice(0, lenders).map((table) => table.id) }
}

/** A property set's name as a reviewer reads it: `Pset_DoorCommon` → `Door Common`. */
export function psetLabel(psetName: string): string {
  return humanize(psetName.replace(/^Pset_/, ''))
}

/**
 * The built-in engine (decisions.md §4), no network: the parameters of the most similar tables, then the
 * typical ones of the keyword family the name belongs to, then the matching IFC property sets, merged without
 * near-duplicates; the generic family fills in when that leaves fewer than five usable columns.
 */
export function draftWithBuiltinEngine(
  model: CatalogueModel,
  text: string,
  similar: SimilarTable[],
  lent: Map<number, Parameter[]>,
): BuiltinDraft {
  const fromSimilar = similar.map((table) => lent.get(table.id) ?? []).filter((parameters) => parameters.length > 0)
  const family = familyOf(text)
  const words = contentWords(text)
  const heads = [words.at(-1), ...similar.slice(0, 3).map((table) => contentWords(table.name).at(-1))].filter((w): w is string => Boolean(w))
  // the property sets the name itself points to: a keyword family's fixed sets are broader than the product
  const psets = matchPropertySets(words, heads)
  const sources = [...fromSimilar, family === genericFamily ? [] : family.extra, ...psets.map((pset) => psetParameters(pset, model.vocabulary))]
  let parameters = mergeParameters(sources)
  if (!meetsShapeRules(parameters)) parameters = mergeParameters([...sources, genericFamily.extra])
  return { parameters, suggestedNumber: suggestNumberFamily(model, text, similar), similar, propertySets: psets }
}
