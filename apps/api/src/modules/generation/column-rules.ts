import type { Parameter } from '@scout/shared/schemas/omniclass'
import { propertySets, psetParameters } from './ifc-psets'
import { broaderKind, isOtherKindsPset, kindOf, type ProductKind } from './product-kinds'
import { lastWordKey, nearDuplicateKey } from './text-keys'

// The columns a draft leaves out of what it borrows: those the kind's own columns ask already, and those that
// are another kind's questions (builtin-engine.ts).

/**
 * Columns that ask again what the kind's own columns ask are left out: the same name ("Width": a garage
 * door's are not a doorway's), or the same last word as one of the kind's columns: for IFC's any ("Sprinkler
 * Type" beside "Type"), for a broader kind's tables only a one-word one ("Tile Size" beside a carpet's
 * "Size"; a door's "Fire Rating" may stand beside a kind's "Wind Rating").
 */
export function withoutRepeats(
  columns: Parameter[],
  typical: Parameter[],
  lastWords: 'any' | 'one-word',
): Parameter[] {
  const names = new Set(typical.map((p) => nearDuplicateKey(p.name)))
  const asked = lastWords === 'any' ? typical : typical.filter((p) => !/\s/.test(p.name.trim()))
  const lasts = new Set(asked.map((p) => lastWordKey(p.name)))
  return columns.filter((p) => !names.has(nearDuplicateKey(p.name)) && !lasts.has(lastWordKey(p.name)))
}

/**
 * Whether a broader kind's column is no question for this kind: it asks which kind of the broader thing the
 * product is, listing this kind or two of its siblings (the flooring's Material: Carpet Tile, Luxury Vinyl…,
 * answered by "Broadloom Carpet" or "Epoxy Flooring"), or it is a sibling's own ("Tile Size").
 */
export function isSiblingsQuestion(column: Parameter, kind: ProductKind): boolean {
  const isSibling = (other: ProductKind | null) =>
    other !== null && other.key !== kind.key && kind.parent !== null && other.parent === kind.parent
  if (isSibling(kindOf(column.name))) return true
  const named = column.values.map((value) => kindOf(value))
  return named.some((other) => other?.key === kind.key) || new Set(named.filter(isSibling)).size >= 2
}

const notLentByKind = new Map<string, Set<string>>()

/**
 * The columns a broader kind's table does not lend to this kind (keys as nearDuplicateKey gives them):
 * - those only other kinds' IFC sets ask ("Toilet Pan Type" from a demo plumbing fixture to faucets; a column
 *   some other set asks too, "Is External", is not among them);
 * - the broader kind's own questions, its typical columns and its IFC sets': the kind's columns ask them
 *   better ("Form: Batt" to spray foam, a door's Width and Fire Exit to a revolving door, a pump's Flow beside
 *   a fire pump's Rated Flow). What a catalogue table asks beyond them (a door's Swing) it still lends.
 */
export function columnsNotLent(kind: ProductKind): Set<string> {
  let columns = notLentByKind.get(kind.key)
  if (columns) return columns
  const keysOf = (parameters: Parameter[]) => parameters.map((p) => nearDuplicateKey(p.name))
  const asked = (psets: string[]) => keysOf(psets.flatMap((pset) => psetParameters(pset)))
  const psets = Object.keys(propertySets)
  const neutral = new Set(asked(psets.filter((pset) => !isOtherKindsPset(pset, kind))))
  const broader = broaderKind(kind)
  columns = new Set([
    ...asked(psets.filter((pset) => isOtherKindsPset(pset, kind))).filter((key) => !neutral.has(key)),
    ...(broader ? [...keysOf(broader.parameters), ...asked(broader.psets)] : []),
  ])
  notLentByKind.set(kind.key, columns)
  return columns
}

/**
 * The columns a demo table is built from when the demo families are too coarse for it (faucets among plumbing
 * fixtures, coatings among floors): its kind's own, then its IFC sets' that ask something else, as a generated
 * table of the kind has them (a demo toilet had asked "Toilet Type" beside its Type). Null when no kind fits.
 */
export function specificKindOf(tableName: string): { extra: Parameter[]; psets: string[] } | null {
  const kind = kindOf(tableName)
  if (!kind || kind.broad) return null
  const ifc = kind.psets.flatMap((pset) => psetParameters(pset))
  return { extra: [...kind.parameters, ...withoutRepeats(ifc, kind.parameters, 'any')], psets: [] }
}
