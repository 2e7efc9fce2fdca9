import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import type { Facet } from '@scout/shared/schemas/search'
import { isClose, toTextKey, valueKey, valuesMatch, type ValueKey } from './value-match'

/**
 * What a manufacturer's variants offer for one parameter, ready for the questions refinement asks many
 * times per request: every value's text key, the text keys of values that are not quantities, and the
 * quantities. Same answers as `valuesMatch` against each value, without comparing them one by one.
 */
type Offer = { texts: Set<string>; plainTexts: Set<string>; quantities: NonNullable<ValueKey['quantity']>[] }
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
        if (quantity) offer.quantities.push(quantity)
        else if (text) offer.plainTexts.add(text)
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
  const wanted = value.quantity
  return offer.quantities.some(
    (q) =>
      q.dimensions === wanted.dimensions &&
      q.values.length === wanted.values.length &&
      q.values.every((v, i) => isClose(v, wanted.values[i]!)),
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
    facets.push({
      name: column.name,
      values: column.values.map((value) => {
        const wanted = valueKey(value)
        return { value, count: eligible.filter(({ offers }) => offersValue(offers, key, wanted)).length }
      }),
    })
  }
  return { highlighted, facets }
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base' }).compare

export type Rankable = {
  title: string
  verified: boolean
  verifiedOn: string | null
  linksForProfessionals: unknown[]
}

/** Spec §4/§9: weight (highlighted 4, verified 2, professional links 1), then newest verified_on, then title. */
export function compareByWeight(
  a: Rankable & { highlighted: boolean },
  b: Rankable & { highlighted: boolean },
): number {
  const weight = (m: typeof a) =>
    (m.highlighted ? 4 : 0) + (m.verified ? 2 : 0) + (m.linksForProfessionals.length > 0 ? 1 : 0)
  return (
    weight(b) - weight(a) ||
    (b.verifiedOn ?? '').localeCompare(a.verifiedOn ?? '') ||
    byTitle(a.title, b.title)
  )
}
