import { isGroupTable, numberFamily, type CatalogueModel } from './catalogue-model'
import { broaderKind, genericHeads, kindOf, productKinds, type ProductKind } from './product-kinds'
import { contentWords } from './text-keys'

/**
 * What the catalogue's numbered tables say of the kinds of product (product-kinds.ts): which families hold
 * each kind, and which families are made of known kinds, for the number family suggestion (number-family.ts).
 */

/** how likely the family holding all of the text's kind must be, beside the winner's, to be chosen instead */
const kindsShareFloor = 0.1

type CatalogueKinds = {
  /** per kind of product: how many of its numbered tables each family holds */
  present: Map<string, Map<string, number>>
  /** per number family: how many of its tables are of a known kind, and how many it has */
  families: Map<string, { known: number; total: number }>
  /** per number family: the words of its own table's name (`23-15 19 00` Ceiling Coverings…) */
  familyNames: Map<string, Set<string>>
}
/**
 * Keyed by the model's classifier, which a new model takes over while the numbered tables are unchanged:
 * a saved or renamed table without a number no longer re-reads every name (issue 26).
 */
const kindsByClassifier = new WeakMap<CatalogueModel['classifier'], CatalogueKinds>()

/** What the catalogue's numbered tables are (computed once per set of numbered tables). */
function catalogueKinds(model: CatalogueModel): CatalogueKinds {
  let kinds = kindsByClassifier.get(model.classifier)
  if (kinds) return kinds
  kinds = { present: new Map(), families: new Map(), familyNames: new Map() }
  for (const { entry } of model.entries) {
    if (!entry.number) continue
    const kind = kindOf(entry.name)
    const family = numberFamily(entry.number)
    if (`${family} 00` === entry.number) kinds.familyNames.set(family, new Set(contentWords(entry.name)))
    if (kind) {
      const held = kinds.present.get(kind.key) ?? new Map<string, number>()
      kinds.present.set(kind.key, held.set(family, (held.get(family) ?? 0) + 1))
    }
    const counts = kinds.families.get(family) ?? { known: 0, total: 0 }
    kinds.families.set(family, { known: counts.known + (kind ? 1 : 0), total: counts.total + 1 })
  }
  kindsByClassifier.set(model.classifier, kinds)
  return kinds
}

/** how far up broader kinds are followed: a kind's parent, grandparent and great-grandparent */
const maxBroaderSteps = 3

/**
 * The families holding the catalogue's tables of a kind, else of its broader kind, and so on up (stainless
 * steel sinks → sinks → plumbing), else of its narrower kinds (dehumidifiers for humidifiers); none when it
 * has none of them.
 */
function familiesOfKind(
  model: CatalogueModel,
  kind: ProductKind,
  steps = maxBroaderSteps,
): Map<string, number> | undefined {
  const { present } = catalogueKinds(model)
  let broader: ProductKind | undefined = kind
  for (let step = 0; broader && step <= steps; step++) {
    const held = present.get(broader.key)
    if (held) return held
    broader = broaderKind(broader)
  }
  const narrower = new Map<string, number>()
  for (const other of productKinds)
    if (other.parent === kind.key)
      for (const [family, count] of present.get(other.key) ?? [])
        narrower.set(family, (narrower.get(family) ?? 0) + count)
  return narrower.size ? narrower : undefined
}

/**
 * The family holding most of those tables ("Skylights" go with the windows); a top-level group's own table
 * ("23-31 00 00 Plumbing Specific Products…") only when the kind has no other; null when there are none.
 */
export function familyOfKind(model: CatalogueModel, kind: ProductKind): string | null {
  const held = familiesOfKind(model, kind)
  if (!held) return null
  const groupLast = (family: string) => (isGroupTable(family) ? 1 : 0)
  return [...held].sort(([a, x], [b, y]) => groupLast(a) - groupLast(b) || y - x || a.localeCompare(b))[0]![0]
}

/**
 * Whether a family would mislead the reviewer: the text is a kind of product (by its head word) the catalogue
 * has no table of, nor of its narrower kinds, the family holds none of its broader kinds' tables, and most of
 * the family's tables are of other known kinds ("Fire Sprinklers" among doors and windows). A family of tables the built-in knowledge cannot place
 * may still be right, and so may one for a name whose kind is only a modifier ("Synthetic Grass Surfacing"),
 * or one whose own name shares the word naming the thing ("Stretched Fabric Ceilings" among the Ceiling
 * Coverings), unless the kind belongs to a broader one the catalogue lacks too ("Ceiling Fans" on a catalogue
 * without fans).
 */
export function isOtherKindsFamily(
  model: CatalogueModel,
  kind: ProductKind | null,
  family: string,
  words: string[],
): boolean {
  if (!kind || familiesOfKind(model, kind, 0)) return false
  // a family holding the broader kind's tables may be right ("Undermount Sinks" among the plumbing); one of
  // other kinds of that broader kind is not ("Water Fountain" among the demo's toilets)
  if (familiesOfKind(model, kind)?.has(family)) return false
  const { familyNames, families } = catalogueKinds(model)
  const named = familyNames.get(family)
  // the shared word must name the thing (the last word of one of its kind's terms): "Window Air Conditioners"
  // do not go with the windows, nor "Toilet Compartments" with the toilets; nor does a kind of a broader kind
  // the catalogue lacks too (ceiling fans are fans)
  const naming = new Set(kind.terms.map((term) => term.at(-1)))
  if (!kind.parent && words.some((word) => naming.has(word) && !genericHeads.has(word) && named?.has(word)))
    return false
  const counts = families.get(family)
  return counts !== undefined && counts.known > counts.total / 2
}

/**
 * The family with the largest share, unless the catalogue's tables of the text's kind (by its head word) all
 * sit in one other family that the classifier does not rule out (a tenth of the winner's share or more): on
 * the demo's 87 tables, "Carpet Tile" went with the ceiling tiles by its one known word, although the carpet
 * is flooring. On Table 23's 25 folds it moves eight rows of 6,847, a row fewer right (decision 006).
 */
export function preferKindsFamily(
  model: CatalogueModel,
  headKind: ProductKind | null,
  shares: Map<string, number>,
): string | null {
  let best: string | null = null
  let bestShare = 0
  for (const [family, share] of shares) if (share > bestShare) [best, bestShare] = [family, share]
  const held = headKind && best ? familiesOfKind(model, headKind) : undefined
  if (held?.size !== 1 || held.has(best!)) return best
  const [kindsFamily] = held.keys()
  return (shares.get(kindsFamily!) ?? 0) >= kindsShareFloor * bestShare ? kindsFamily! : best
}
