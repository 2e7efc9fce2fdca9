import Qty from 'js-quantities'

/**
 * When a selected value and an offered value are the same (decisions.md §3): case, spacing and punctuation
 * do not matter, and numbers with units match across units where both parse (`36 in` = `914 mm`,
 * `1 hr` = `60 min`). Conversions are js-quantities'; this file only reads the numbers and the unit's name.
 */
export type ValueKey = { text: string; quantity: Quantity | null }
type Quantity = { dimensions: string; values: number[] }

/** Relative difference still called equal: rounding in catalogues (914 mm for 36 in) is well inside it. */
export const quantityTolerance = 0.01

const numberPart = String.raw`(?:\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|\.\d+)`
const unitPart = String.raw`[a-zA-Zµ°][a-zA-Z0-9µ°/^.\s]*?`
const termPattern = new RegExp(String.raw`^(${numberPart})\s*(${unitPart})?\.?$`)

/** Trade abbreviations js-quantities does not know, written as its units; °F and °C are temperatures. */
const unitAliases: Record<string, string> = {
  gpm: 'gal/min',
  gpf: 'gal',
  gph: 'gal/hr',
  cfm: 'ft^3/min',
  psf: 'lbf/ft^2',
  sf: 'ft^2',
  'sq ft': 'ft^2',
  'sq in': 'in^2',
  'sq m': 'm^2',
  hrs: 'hr',
  mins: 'min',
  secs: 's',
  '°f': 'tempF',
  '°c': 'tempC',
  µm: 'um',
}

function readNumber(text: string): number {
  const [whole, fraction] = text.includes('/')
    ? text.includes(' ')
      ? text.split(/\s+/)
      : ['0', text]
    : [text, null]
  const [top, bottom] = (fraction ?? '0/1').split('/').map(Number)
  return Number(whole) + top! / bottom!
}

function toSiValue(amount: number, unitName: string): { value: number; dimensions: string } | null {
  const trimmed = unitName.trim().replace(/\s+/g, ' ')
  const candidates = [unitAliases[trimmed.toLowerCase()], trimmed, trimmed.toLowerCase()]
  for (const name of candidates) {
    if (!name) continue
    try {
      const quantity = Qty(amount, name.replace(/ /g, ''))
      return { value: quantity.toBase().scalar, dimensions: String(quantity.signature) }
    } catch {
      // not a unit js-quantities knows under this spelling; try the next
    }
  }
  return null
}

/** `36 in`, `1 1/2"`, `4 x 8 x 16 in`, `2 ft x 4 ft`, `0.55`: a tuple of SI values with one dimension. */
export function parseQuantity(raw: string): Quantity | null {
  const text = raw
    .trim()
    .replace(/½/g, ' 1/2')
    .replace(/¼/g, ' 1/4')
    .replace(/¾/g, ' 3/4')
    .replace(/(\d)\s*(?:″|")/g, '$1 in')
    .replace(/(\d)\s*(?:′|')/g, '$1 ft')
    .replace(/×/g, 'x')
  if (!/^[\d.]/.test(text) || text.length > 60) return null
  const parts = text.split(/\s*\bx\b\s*|\s*(?<=\d)x(?=\s*[\d.])\s*/i)
  const terms = parts.map((part) => termPattern.exec(part.trim()))
  if (terms.some((term) => !term)) return null
  const lastUnit = terms[terms.length - 1]![2]?.trim() ?? ''
  const values: number[] = []
  let dimensions: string | null = null
  for (const term of terms) {
    const amount = readNumber(term![1]!)
    const unitName = term![2]?.trim() || lastUnit
    if (!unitName) {
      values.push(amount)
      dimensions ??= 'none'
      if (dimensions !== 'none') return null
      continue
    }
    const si = toSiValue(amount, unitName)
    if (!si || (dimensions !== null && si.dimensions !== dimensions)) return null
    dimensions = si.dimensions
    values.push(si.value)
  }
  return dimensions === null || values.some((value) => !Number.isFinite(value))
    ? null
    : { dimensions, values }
}

export function toTextKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

const cache = new Map<string, ValueKey>()
const maxCached = 50_000

/** Parsing a quantity costs tens of microseconds, and catalogues repeat the same few values everywhere. */
export function valueKey(value: string): ValueKey {
  const cached = cache.get(value)
  if (cached) return cached
  const key = { text: toTextKey(value), quantity: parseQuantity(value) }
  if (cache.size >= maxCached) cache.clear()
  cache.set(value, key)
  return key
}

export function isClose(a: number, b: number): boolean {
  return Math.abs(a - b) <= quantityTolerance * Math.max(Math.abs(a), Math.abs(b)) || Math.abs(a - b) < 1e-12
}

export function valuesMatch(a: ValueKey, b: ValueKey): boolean {
  if (a.quantity && b.quantity) {
    if (
      a.quantity.dimensions !== b.quantity.dimensions ||
      a.quantity.values.length !== b.quantity.values.length
    )
      return false
    return a.quantity.values.every((value, i) => isClose(value, b.quantity!.values[i]!))
  }
  return a.text !== '' && a.text === b.text
}
