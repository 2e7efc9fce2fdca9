import type { Parameter } from '@scout/shared/schemas/omniclass'
import { contentWords, nearDuplicateKey } from './text-keys'

export const manufacturerColumn = 'Manufacturer'
export const maxParameters = 14
export const maxValues = 24
export const minParameters = 5
export const minValues = 2

const manufacturerLike = /manufacturer|brand/i

export function isManufacturerColumn(name: string): boolean {
  return manufacturerLike.test(name)
}

/** Values without near-duplicates (case, spacing, punctuation, plural), first spelling kept, capped. */
export function distinctValues(values: string[], cap = maxValues): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of values) {
    const value = raw.trim().replace(/\s+/g, ' ')
    const key = nearDuplicateKey(value)
    if (!key || seen.has(key)) continue
    seen.add(key)
    out.push(value)
    if (out.length >= cap) break
  }
  return out
}

type Column = { name: string; values: string[] }

/** Yes/No answers are shared by unrelated questions ("Fire Rated", "Smoke Rated"), so they prove nothing. */
export const yesNo = new Set(['yes', 'no', 'true', 'false'].map(nearDuplicateKey))

/**
 * Whether a column asks again what an earlier one asks: a word of its name in common and at least two of the
 * same answers, half of its own or more ("Panel Size" 24 x 24 in, 24 x 48 in beside "Size"; "Flow
 * Arrangement" Cross Flow, Counter Flow beside "Flow Configuration" Crossflow, Counterflow). "Acoustic Rating"
 * (STC 45) and "Fire Rating" (Class A) share a word but no answer.
 */
function asksAgain(earlier: Column, later: Column): boolean {
  const words = new Set(contentWords(earlier.name))
  if (!contentWords(later.name).some((word) => words.has(word))) return false
  const answers = new Set(earlier.values.map(nearDuplicateKey))
  const own = new Set(later.values.map(nearDuplicateKey).filter((key) => !yesNo.has(key)))
  const shared = [...own].filter((key) => answers.has(key)).length
  return shared >= 2 && 2 * shared >= own.size
}

/**
 * Merges parameter lists, best source first: parameters with near-duplicate names become one (the first
 * name wins) and their values are pooled without near-duplicates; so does a column that asks again what an
 * earlier one asks (asksAgain). Manufacturer/brand columns are pooled into one Manufacturer column, always
 * present and always last; other columns with fewer than two values are dropped, because a reviewer cannot
 * refine by them.
 */
export function mergeParameters(sources: Parameter[][]): Parameter[] {
  const byKey = new Map<string, Column>()
  const makers: string[] = []
  for (const source of sources) {
    for (const parameter of source) {
      if (isManufacturerColumn(parameter.name)) {
        makers.push(...parameter.values)
        continue
      }
      const key = nearDuplicateKey(parameter.name)
      if (!key) continue
      const entry = byKey.get(key)
      if (entry) entry.values.push(...parameter.values)
      else byKey.set(key, { name: parameter.name.trim().replace(/\s+/g, ' '), values: [...parameter.values] })
    }
  }
  const columns: Column[] = []
  for (const { name, values } of byKey.values()) {
    const column = { name, values: distinctValues(values) }
    const earlier = columns.find((kept) => asksAgain(kept, column))
    if (earlier) earlier.values = distinctValues([...earlier.values, ...column.values])
    else columns.push(column)
  }
  return [
    ...columns.filter((column) => column.values.length >= minValues).slice(0, maxParameters),
    { name: manufacturerColumn, values: distinctValues(makers, 50).sort((a, b) => a.localeCompare(b)) },
  ]
}

export const isYesNo = (column: Parameter) =>
  column.values.length > 0 && column.values.every((value) => yesNo.has(nearDuplicateKey(value)))

/**
 * At most this many Yes/No columns, the first ones: IFC's flags (Has Drive, Smoke Stop, Has Sill External…)
 * had made seven of a window's fourteen columns, filler to a specifier; a later review still found a closet
 * door asked whether it is a fire exit and has a drive.
 */
const maxYesNoColumns = 2

/** Drops the Yes/No columns past the first few, as long as the table keeps its shape. */
export function withFewYesNo(parameters: Parameter[]): Parameter[] {
  const flags = parameters.filter(isYesNo)
  const spare = parameters.filter((p) => !isManufacturerColumn(p.name)).length - minParameters
  // the last ones go first: the first flags are the kind's own, or its nearest lender's
  const dropped = new Set(flags.slice(flags.length - Math.min(flags.length - maxYesNoColumns, spare)))
  return flags.length > maxYesNoColumns && spare > 0 ? parameters.filter((p) => !dropped.has(p)) : parameters
}

/** The shape every generated table meets (issue: generation): ≥5 columns of ≥2 values, plus Manufacturer. */
export function meetsShapeRules(parameters: Parameter[]): boolean {
  const columns = parameters.filter((p) => !isManufacturerColumn(p.name))
  return (
    columns.length >= minParameters &&
    columns.every((p) => p.values.length >= minValues) &&
    parameters.some((p) => p.name === manufacturerColumn)
  )
}
