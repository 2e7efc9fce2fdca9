import { describe, expect, it } from 'vitest'
import { parseQuantity, valueKey, valuesMatch } from './value-match'

const same = (a: string, b: string) => valuesMatch(valueKey(a), valueKey(b))

describe('value matching (decisions.md §3)', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(same('Hollow Metal', 'hollow-metal')).toBe(true)
    expect(same('Split Face', 'SPLITFACE')).toBe(true)
    expect(same('Brushed Nickel', 'Polished Nickel')).toBe(false)
    expect(same('', '')).toBe(false)
  })

  it('matches numbers across units where both parse', () => {
    expect(same('36 in', '914 mm')).toBe(true)
    expect(same('36"', '3 ft')).toBe(true)
    expect(same('1 hr', '60 min')).toBe(true)
    expect(same('2 hours', '120 minutes')).toBe(true)
    expect(same('1/2 in', '12.7 mm')).toBe(true)
    expect(same('5/8"', '15.9 mm')).toBe(true)
    expect(same('1 1/2 in', '38.1 mm')).toBe(true)
    expect(same('3000 psi', '20.7 MPa')).toBe(true)
    expect(same('1.5 gpm', '5.7 L/min')).toBe(true)
    expect(same('24 x 24 in', '2 ft x 2 ft')).toBe(true)
    expect(same('4 x 8 x 16 in', '4x8x16 in')).toBe(true)
    expect(same('0.55', '.55')).toBe(true)
    // one dimension however the unit is composed, and temperatures with their offset
    expect(same('50 psf', '0.347 psi')).toBe(true)
    expect(same('70 °F', '21.1 °C')).toBe(true)
    expect(same('1 cfm', '0.472 L/s')).toBe(true)
  })

  it('keeps different quantities apart, even when their text looks alike', () => {
    expect(same('36 in', '900 mm')).toBe(false)
    expect(same('1/2 in', '12 in')).toBe(false)
    expect(same('1 hr', '1 in')).toBe(false)
    expect(same('24 x 24 in', '24 x 48 in')).toBe(false)
    expect(same('600 x 600 mm', '24 x 24 in')).toBe(false)
  })

  it('leaves words and unknown units to the text comparison', () => {
    expect(parseQuantity('STC 50')).toBeNull()
    expect(parseQuantity('2 Series')).toBeNull()
    expect(parseQuantity('12 in thick')).toBeNull()
    expect(parseQuantity('1'.repeat(200))).toBeNull()
    expect(same('R-13', 'r13')).toBe(true)
  })
})
