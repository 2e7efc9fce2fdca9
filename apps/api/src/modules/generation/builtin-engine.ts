import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { CatalogueModel } from './catalogue-model'
import { humanize, matchPropertySets, psetParameters } from './ifc-psets'
import { meetsShapeRules, mergeParameters } from './merge-parameters'
import { suggestNumberFamily } from './number-family'
import { genericFamily } from './product-families'
import { kindOf, type ProductKind } from './product-kinds'
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

/**
 * A similar table lends its parameters only when it is the same kind of product: "Fire Doors" share a word
 * with "Fire Sprinklers" but none of their columns fit. A table of no known kind lends when it names the same
 * kind of thing (its last word); when the text's kind is unknown, the most similar tables lend.
 */
function isFitLender(kind: ProductKind | null, head: string | undefined, table: SimilarTable): boolean {
  if (!kind) return true
  const theirs = kindOf(table.name)
  return theirs ? theirs.key === kind.key : head !== undefined && contentWords(table.name).at(-1) === head
}

/** The similar tables worth reading parameters from; the caller loads them (see generation.repository). */
export function findLenders(model: CatalogueModel, text: string, synonyms: SynonymGroups) {
  const similar = findSimilarTables(model, text, synonyms)
  const kind = kindOf(text)
  const head = contentWords(text).at(-1)
  const lenderIds = similar.filter((table) => isFitLender(kind, head, table)).slice(0, lenders).map((table) => table.id)
  return { similar, lenderIds }
}

/** A property set's name as a reviewer reads it: `Pset_DoorCommon` → `Door Common`. */
export function psetLabel(psetName: string): string {
  return humanize(psetName.replace(/^Pset_/, ''))
}

/**
 * The built-in engine (decisions.md §4), no network: the parameters of the similar tables that lent theirs
 * (`lent`, see findLenders), then the typical ones of the kind of product named (product-kinds.ts), then its
 * IFC property sets, merged without near-duplicates; the generic family fills in when that leaves fewer than
 * five usable columns.
 */
export function draftWithBuiltinEngine(
  model: CatalogueModel,
  text: string,
  similar: SimilarTable[],
  lent: Map<number, Parameter[]>,
): BuiltinDraft {
  const lenderTables = similar.filter((table) => lent.has(table.id))
  const fromLenders = lenderTables.map((table) => lent.get(table.id)!).filter((parameters) => parameters.length > 0)
  const kind = kindOf(text)
  const words = contentWords(text)
  const heads = [words.at(-1), ...lenderTables.slice(0, 3).map((table) => contentWords(table.name).at(-1))].filter((w): w is string => Boolean(w))
  // a known kind names its property sets; otherwise the name points to them (a demo family's are too broad)
  const psets = kind?.psets ?? matchPropertySets(words, heads)
  const sources = [...fromLenders, kind?.parameters ?? [], ...psets.map((pset) => psetParameters(pset, model.vocabulary))]
  let parameters = mergeParameters(sources)
  if (!meetsShapeRules(parameters)) parameters = mergeParameters([...sources, genericFamily.extra])
  return { parameters, suggestedNumber: suggestNumberFamily(model, text, similar), similar, propertySets: psets }
}
