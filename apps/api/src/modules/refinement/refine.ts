import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import type { Facet } from '@scout/shared/schemas/search'
import { toTextKey, valueKey, valuesMatch, type ValueKey } from './value-match'

/** A manufacturer of the table with everything its variants in scope offer, by parameter. */
export type Offering<T> = { item: T; offers: Map<string, ValueKey[]> }
type Selection = { parameter: string; value: ValueKey; raw: string; name: string }

/** Parameter names compare like values: `Fire Rating`, `fire-rating` and `FIRE RATING` are one column. */
export const parameterKey = toTextKey

export function collectOffers(variants: Parameter[][]): Map<string, ValueKey[]> {
  const offers = new Map<string, ValueKey[]>()
  for (const parameters of variants) {
    for (const parameter of parameters) {
      const key = parameterKey(parameter.name)
      const list = offers.get(key) ?? []
      for (const value of parameter.values) if (value.trim()) list.push(valueKey(value))
      offers.set(key, list)
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

function offersValue(offers: Map<string, ValueKey[]>, parameter: string, value: ValueKey): boolean {
  return (offers.get(parameter) ?? []).some((offered) => valuesMatch(offered, value))
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
