import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collectOffers, parameterKey, rankByWeight, refine } from './refine'
import { valueKey, valuesMatch } from './value-match'

const pool = [
  '36 in',
  '914 mm',
  '3 ft',
  '42 in',
  'Steel',
  'steel',
  'STEEL ',
  'Wood',
  '1 hr',
  '60 min',
  '24 x 24 in',
  '2 ft x 2 ft',
  '600 x 600 mm',
  '36in',
  'Hollow-Metal',
  'hollow metal',
]
const value = fc.constantFrom(...pool)
const column = fc.constantFrom('Width', 'Material', 'Fire Rating')

/** The facet counts the slow, obvious way: every column value against every offered value. */
function naiveCounts(
  variants: { name: string; values: string[] }[][],
  columns: { name: string; values: string[] }[],
  selected: { name: string; value: string }[],
) {
  const offers = (variant: { name: string; values: string[] }[], name: string, wanted: string) =>
    variant.some(
      (p) =>
        parameterKey(p.name) === parameterKey(name) &&
        p.values.some((v) => v.trim() && valuesMatch(valueKey(v), valueKey(wanted))),
    )
  return columns.map((c) =>
    c.values.map(
      (v) =>
        variants.filter(
          (variant) =>
            selected.every(
              (s) => parameterKey(s.name) === parameterKey(c.name) || offers(variant, s.name, s.value),
            ) && offers(variant, c.name, v),
        ).length,
    ),
  )
}

describe('refine', () => {
  it('counts facets exactly as comparing every value with every offered value would', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.record({ name: column, values: fc.array(value, { maxLength: 3 }) }), { maxLength: 3 }),
          { maxLength: 8 },
        ),
        fc.uniqueArray(fc.record({ name: column, values: fc.uniqueArray(value, { maxLength: 5 }) }), {
          selector: (c) => c.name,
          maxLength: 3,
        }),
        fc.uniqueArray(fc.record({ name: column, value }), { selector: (s) => s.name, maxLength: 2 }),
        (variants, columns, selected) => {
          // the selections are values of the table's columns, so no custom value is appended
          const table = columns.map((c) => ({
            name: c.name,
            values: [...c.values, ...selected.filter((s) => s.name === c.name).map((s) => s.value)],
          }))
          const chosen = selected.filter((s) => table.some((c) => c.name === s.name))
          const { facets } = refine(
            variants.map((variant) => ({ item: null, offers: collectOffers([variant]) })),
            table,
            chosen,
          )
          expect(facets.slice(0, table.length).map((f) => f.values.map((v) => v.count))).toEqual(
            naiveCounts(variants, table, chosen),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('orders by weight, then newest verification, then title without case or accents', () => {
    const make = (
      title: string,
      extra: Partial<{ highlighted: boolean; verified: boolean; verifiedOn: string | null; links: number }>,
    ) => ({
      title,
      highlighted: extra.highlighted ?? false,
      verified: extra.verified ?? false,
      verifiedOn: extra.verifiedOn ?? null,
      hasProfessionalLinks: (extra.links ?? 0) > 0,
    })
    const ranked = rankByWeight([
      make('zeta', {}),
      make('Éclair', {}),
      make('alpha', { links: 1 }),
      make('Old', { verified: true, verifiedOn: '2023-01-01' }),
      make('New', { verified: true, verifiedOn: '2025-01-01' }),
      make('Match', { highlighted: true }),
    ])
    expect(ranked.map((m) => m.title)).toEqual(['Match', 'New', 'Old', 'alpha', 'Éclair', 'zeta'])
  })
})
