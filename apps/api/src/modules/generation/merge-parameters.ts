import type { Parameter } from '@scout/shared/schemas/omniclass'
import { nearDuplicateKey } from './text-keys'

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

/**
 * Merges parameter lists, best source first: parameters with near-duplicate names become one (the first
 * name wins) and their values are pooled without near-duplicates. Manufacturer/brand columns are pooled
 * into one Manufacturer column, always present and always last; other columns with fewer than two values
 * are dropped, because a reviewer cannot refine by them.
 */
export function mergeParameters(sources: Parameter[][]): Parameter[] {
  const byKey = new Map<string, { name: string; values: string[] }>()
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
  const columns = [...byKey.values()]
    .map(({ name, values }) => ({ name, values: distinctValues(values) }))
    .filter((column) => column.values.length >= minValues)
    .slice(0, maxParameters)
  const manufacturers = distinctValues(makers, 50).sort((a, b) => a.localeCompare(b))
  return [...columns, { name: manufacturerColumn, values: manufacturers }]
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
