import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import type { Facet } from '@scout/shared/schemas/search'
import { isClose, toTextKey, valueKey, valuesMatch, type ValueKey } from './value-match'

/**
 * What a manufacturer's variants offer for one parameter, ready for the questions refinement asks many
 * times per request: every value's text key, the text keys of values that are not quantities, and the
 * quantities. Same answers as `valuesMatch` against each value, without comparing them one by one.
 */
type Quantity = NonNullable<ValueKey['quantity']>
type Offer = { texts: Set<string>; plainTexts: Set<string>; quantities: Quantity[] }
/** A manufacturer of the table with everything its variants in scope offer, by parameter. */
export type Offering<T> = { item: T; offers: Map<string, Offer> }
type Selection = { parameter: string; value: ValueKey; raw: string; name: string }

const parameterKeys = new Map<string, string>()
/** Parameter names compare like values: `Fire Rating`, `fire-rating` and `FIRE RATING` are one column. */
export function parameterKey(name: string): string {
  let key = parameterKeys.get(name)
  if (key === undefined) {
    if (parameterKeys.size > 20_000) parameterKeys.clear()
    key = toTextKey(name)
    parameterKeys.set(name, key)
  }
  return key
}

export function collectOffers(variants: Parameter[][]): Map<string, Offer> {
  const offers = new Map<string, Offer>()
  for (const parameters of variants) {
    for (const parameter of parameters) {
      const key = parameterKey(parameter.name)
      let offer = offers.get(key)
      if (!offer) offers.set(key, (offer = { texts: new Set(), plainTexts: new Set(), quantities: [] }))
      for (const value of parameter.values) {
        if (!value.trim()) continue
        const { text, quantity } = valueKey(value)
        if (text) offer.texts.add(text)
        // variants repeat the same sizes: each distinct quantity once, as it is compared against every value
        if (quantity) {
          if (!offer.quantities.includes(quantity)) offer.quantities.push(quantity)
        } else if (text) offer.plainTexts.add(text)
      }
    }
  }
  return offers
}

/** Spec §3 "Parameter filter": entries with a value; the rest narrow nothing. */
export function toSelections(parameters: SelectedValue[]): Selection[] {
  return parameters
    .filter((entry) => entry.value.trim() !== '' && entry.name.trim() !== '')
    .map((entry) => ({
      parameter: parameterKey(entry.name),
      value: valueKey(entry.value),
      raw: entry.value.trim(),
      name: entry.name,
    }))
}

function offersValue(offers: Map<string, Offer>, parameter: string, value: ValueKey): boolean {
  const offer = offers.get(parameter)
  if (!offer) return false
  if (!value.quantity) return value.text !== '' && offer.texts.has(value.text)
  if (value.text !== '' && offer.plainTexts.has(value.text)) return true
  return offer.quantities.some((q) => sameQuantity(q, value.quantity!))
}

/**
 * How many of the offerings offer each of `values` for one parameter: from each offering's own few values
 * to the column's, rather than every column value against every offering (a Manufacturer column alone can
 * list hundreds of values). Same answers as `offersValue`.
 */
function countValues(offerings: Offering<unknown>[], parameter: string, values: ValueKey[]): number[] {
  const counts = new Array<number>(values.length).fill(0)
  // a plain value matches any offered value's text; a quantity matches a plain offered text, or a quantity
  const plainByText = new Map<string, number[]>()
  const quantityByText = new Map<string, number[]>()
  const quantityValues: number[] = []
  values.forEach((value, i) => {
    if (value.quantity) quantityValues.push(i)
    if (!value.text) return
    const byText = value.quantity ? quantityByText : plainByText
    const list = byText.get(value.text)
    if (list) list.push(i)
    else byText.set(value.text, [i])
  })
  // which values this offering offers, marked with its own stamp so that nothing is cleared between offerings
  const stamps = new Uint32Array(values.length)
  let stamp = 0
  const mark = (i: number) => {
    if (stamps[i] === stamp) return
    stamps[i] = stamp
    counts[i]!++
  }
  for (const { offers } of offerings) {
    const offer = offers.get(parameter)
    if (!offer) continue
    stamp++
    for (const text of offer.texts) {
      const list = plainByText.get(text)
      if (list) for (const i of list) mark(i)
    }
    for (const text of offer.plainTexts) {
      const list = quantityByText.get(text)
      if (list) for (const i of list) mark(i)
    }
    if (offer.quantities.length === 0) continue
    for (const i of quantityValues) {
      if (stamps[i] !== stamp && offer.quantities.some((q) => sameQuantity(q, values[i]!.quantity!))) mark(i)
    }
  }
  return counts
}

function sameQuantity(a: Quantity, b: Quantity): boolean {
  return (
    a.dimensions === b.dimensions &&
    a.values.length === b.values.length &&
    a.values.every((v, i) => isClose(v, b.values[i]!))
  )
}

/**
 * Who offers every selected value (highlighted), and per parameter how many offer each value given the
 * other selections: choosing that value next would leave exactly that many highlighted.
 */
export function refine<T>(
  offerings: Offering<T>[],
  tableParameters: Parameter[],
  parameters: SelectedValue[],
) {
  const selections = toSelections(parameters)
  const matched = offerings.map(({ offers }) =>
    selections.map((s) => offersValue(offers, s.parameter, s.value)),
  )
  const highlighted = matched.map((row) => selections.length > 0 && row.every(Boolean))

  const facets: Facet[] = []
  const columns = new Map<string, { name: string; values: string[] }>()
  for (const parameter of tableParameters)
    columns.set(parameterKey(parameter.name), { name: parameter.name, values: [...parameter.values] })
  // a custom value (or a column the table lacks) is counted too, so its badge can show a number
  for (const selection of selections) {
    const column = columns.get(selection.parameter) ?? { name: selection.name, values: [] }
    if (!column.values.some((value) => valuesMatch(valueKey(value), selection.value)))
      column.values.push(selection.raw)
    columns.set(selection.parameter, column)
  }
  for (const [key, column] of columns) {
    const eligible = offerings.filter((_, i) =>
      selections.every((s, j) => s.parameter === key || matched[i]![j]),
    )
    const counts = countValues(eligible, key, column.values.map(valueKey))
    facets.push({
      name: column.name,
      values: column.values.map((value, i) => ({ value, count: counts[i]! })),
    })
  }
  return { highlighted, facets }
}

export type Rankable = {
  title: string
  verified: boolean
  verifiedOn: string | null
  hasProfessionalLinks: boolean
  highlighted: boolean
}

/** Titles compare without case or accents, as the alphabetical sort on the page does. */
export function titleSortKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/**
 * Spec §4/§9: weight (highlighted 4, verified 2, professional links 1), then newest verified_on (ISO
 * dates compare as text), then title. Keys are worked out once per manufacturer, not once per comparison.
 */
export function rankByWeight<T extends Rankable>(items: T[]): T[] {
  const keyed = items.map((item) => ({
    item,
    weight: (item.highlighted ? 4 : 0) + (item.verified ? 2 : 0) + (item.hasProfessionalLinks ? 1 : 0),
    verifiedOn: item.verifiedOn ?? '',
    title: titleSortKey(item.title),
  }))
  keyed.sort(
    (a, b) =>
      b.weight - a.weight ||
      (a.verifiedOn < b.verifiedOn ? 1 : a.verifiedOn > b.verifiedOn ? -1 : 0) ||
      (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
  )
  return keyed.map(({ item }) => item)
}
