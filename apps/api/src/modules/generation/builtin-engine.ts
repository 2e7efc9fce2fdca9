import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { CatalogueModel } from './catalogue-model'
import { columnsNotLent, isSiblingsQuestion, withoutRepeats } from './column-rules'
import { humanize, matchPropertySets, psetParameters, specificPropertySets } from './ifc-psets'
import {
  isManufacturerColumn,
  meetsShapeRules,
  mergeParameters,
  minParameters,
  withFewYesNo,
} from './merge-parameters'
import { columnsAnsweredBy, withoutAnswered } from './name-answers'
import { suggestNumberFamily } from './number-family'
import { genericFamily } from './product-families'
import { genericHeads, headKindOf, isOtherKindsPset, kindOf, type ProductKind } from './product-kinds'
import { findSimilarTables, type SimilarTable } from './similar-tables'
import type { SynonymGroups } from './synonyms'
import { contentWords, nearDuplicateKey } from './text-keys'

export type BuiltinDraft = {
  parameters: Parameter[]
  suggestedNumber: string | null
  similar: SimilarTable[]
  propertySets: string[]
}

/** How many of the most similar tables lend their parameters (and manufacturers) to the new one. */
const lenders = 6

type Kinship = 'same' | 'broader' | 'none'

/**
 * Whether a similar table is the same kind of product as the text: "Fire Doors" share a word with "Fire
 * Sprinklers" but none of their columns fit. A table of the broader kind (doors, for garage doors) is
 * `broader`. When either kind is unknown, a table counts as the same when it names the same thing (its last
 * word, unless generic) or shares two words with the text: one word in common ("Water Closets", "Water
 * Softeners") is chance. But a table whose kind was read off a word before its head has that kind's columns,
 * not its head's: "Skylight Screens", made as skylights, lend nothing to "Insect Screens".
 */
function kinship(kind: ProductKind | null, words: string[], name: string): Kinship {
  const theirs = kindOf(name)
  if (!kind && theirs && !headKindOf(name)) return 'none'
  if (!kind || !theirs) {
    const their = contentWords(name)
    const shared = new Set(words.filter((word) => their.includes(word))).size
    const head = words.at(-1)
    return (head && their.at(-1) === head && !genericHeads.has(head)) || shared >= 2 ? 'same' : 'none'
  }
  if (theirs.key === kind.key) return 'same'
  return theirs.key === kind.parent ? 'broader' : 'none'
}

/**
 * The similar tables worth reading parameters from; the caller loads them (see generation.repository).
 * `exclude`: a catalogue table suggested parameters for its own name (issue 27) is not its own lender.
 */
export function findLenders(model: CatalogueModel, text: string, synonyms: SynonymGroups, exclude?: number) {
  const found = findSimilarTables(model, text, synonyms)
  const similar = exclude === undefined ? found : found.filter((table) => table.id !== exclude)
  const kind = kindOf(text)
  const words = contentWords(text)
  const lending = similar.filter((table) => kinship(kind, words, table.name) !== 'none').slice(0, lenders)
  return { similar, kind, lenders: lending, lenderIds: lending.map((table) => table.id) }
}

/** A property set's name as a reviewer reads it: `Pset_DoorCommon` → `Door Common`. */
export function psetLabel(psetName: string): string {
  return humanize(psetName.replace(/^Pset_/, ''))
}

/** The word naming the thing: the last, unless generic ("Laundry Equipment" is about laundry, not equipment). */
const headWord = (words: string[]) =>
  words.length > 1 && genericHeads.has(words.at(-1)!) ? words.at(-2) : words.at(-1)

/**
 * The generic columns in the order they fill a known kind's table: its own columns ask what it is made of
 * where that matters, so a generic Material (Wood, Concrete, Glass) comes last — it had been
 * the first offered to commercial ranges, water heaters and birthing beds.
 */
const fillersForKind = [
  ...genericFamily.extra.filter((p) => p.name !== 'Material'),
  ...genericFamily.extra.filter((p) => p.name === 'Material'),
]

/**
 * IFC columns round out a kind's own to this many, and no more than four join: IFC's enumerations run to the
 * obscure ("End Shape Type", a unit heater's "Space Heater Placement: Towel Warmer"), and a reviewer typing
 * 204 products counted them as filler beside a kind's seven or eight columns.
 */
const kindColumnsWithIfc = 8
const maxIfcBesideKind = 4

/**
 * The kind's IFC property sets; a broad kind's, or an unknown kind's, also the ones the name points to, but
 * not another kind's ("Plumbing Fixtures" point to the light fixtures' sets by their last word).
 */
function choosePropertySets(kind: ProductKind | null, words: string[], heads: string[]): string[] {
  if (!kind) return matchPropertySets(words, heads)
  if (!kind.broad) return kind.psets
  const pointed = specificPropertySets(words).filter((pset) => !isOtherKindsPset(pset, kind))
  return [...new Set([...pointed, ...kind.psets])]
}

/**
 * The sources merged, and when that leaves fewer than five columns, the generic family's it lacks, only as many
 * as it takes: a roof drain short of one column had been given all five, Width and Height of 12 to 96 in among
 * them. Columns whose question the draft asks already ("Material" beside "Body Material"), or the name
 * answers (`offerable`), are not offered.
 */
function fillToShape(
  sources: Parameter[][],
  fillers: Parameter[],
  offerable: (columns: Parameter[]) => Parameter[],
): Parameter[] {
  const parameters = mergeParameters(sources)
  if (meetsShapeRules(parameters)) return parameters
  const asked = parameters.filter((p) => !isManufacturerColumn(p.name))
  const offered = offerable(withoutRepeats(fillers, asked, 'any'))
  return mergeParameters([...sources, offered.slice(0, minParameters - asked.length)])
}

/**
 * The built-in engine (decisions.md §4), no network: the parameters of the similar tables of the same kind
 * (`lent`, see findLenders), then the typical ones of the kind of product named (product-kinds.ts), then the
 * broader kind's tables' columns beyond that kind's own questions, then its IFC property sets' (without the
 * questions already asked), merged without near-duplicates nor the columns the name answers (name-answers.ts);
 * the generic family fills the gap when that leaves fewer than five usable columns.
 */
export function draftWithBuiltinEngine(
  model: CatalogueModel,
  text: string,
  similar: SimilarTable[],
  lent: Map<number, Parameter[]>,
  /** a catalogue table has its number: suggesting one is most of a draft's time (issue 27's bulk runs) */
  options: { suggestNumber?: boolean } = {},
): BuiltinDraft {
  const kind = kindOf(text)
  const words = contentWords(text)
  const lenderTables = similar.filter((table) => lent.has(table.id))
  const lentBy = (level: Kinship) =>
    lenderTables
      .filter((table) => kinship(kind, words, table.name) === level)
      .map((table) => lent.get(table.id)!)
  const heads = [
    headWord(words),
    ...lenderTables.slice(0, 3).map((table) => headWord(contentWords(table.name))),
  ].filter((w): w is string => Boolean(w))
  const psets = choosePropertySets(kind, words, heads)
  const typical = kind?.parameters ?? []
  const ifc = withoutRepeats(
    psets.flatMap((pset) => psetParameters(pset, model.vocabulary)),
    typical,
    'any',
  ).slice(0, kind ? Math.min(maxIfcBesideKind, Math.max(0, kindColumnsWithIfc - typical.length)) : undefined)
  const notLent = kind ? columnsNotLent(kind) : new Set<string>()
  const broader = lentBy('broader').map((parameters) =>
    withoutRepeats(parameters, typical, 'one-word').filter(
      (p) => !notLent.has(nearDuplicateKey(p.name)) && !(kind && isSiblingsQuestion(p, kind)),
    ),
  )
  const all = [...lentBy('same'), typical, ...broader, ifc]
  const answered = columnsAnsweredBy(text, kind, all.flat())
  const unanswered = (columns: Parameter[]) => columns.filter((p) => !answered.has(nearDuplicateKey(p.name)))
  const fillers = kind ? fillersForKind : genericFamily.extra
  // the generic columns too: "Copper Pipe" answers Material, whichever values the filler's lists
  let parameters = fillToShape(all.map(unanswered), fillers, (offered) =>
    withoutAnswered(text, kind, unanswered(offered)),
  )
  // a column the name answers is still a column: better than a table short of the shape rules ("Wood Lath")
  if (!meetsShapeRules(parameters)) parameters = fillToShape(all, fillers, (offered) => offered)
  return {
    parameters: withFewYesNo(parameters),
    suggestedNumber: options.suggestNumber === false ? null : suggestNumberFamily(model, text, similar),
    similar,
    propertySets: psets,
  }
}
