import { describe, expect, it } from 'vitest'
import { neutraliseCsvCell, restoreCsvCell } from './csv-cell'

describe('CSV cells that a spreadsheet would run', () => {
  it('prefixes =, +, -, @, tab and carriage return with an apostrophe, and nothing else', () => {
    for (const cell of ['=1+1', '+41 22', '-5 mm', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`)
    }
    for (const cell of ['Steel', '36 in', '', "'quoted", 'a=b']) expect(neutraliseCsvCell(cell)).toBe(cell)
  })

  it('takes the apostrophe off on upload, so a download round-trips', () => {
    for (const cell of ['=HYPERLINK("http://x")', '-5 mm', 'Steel', "'plain"]) {
      expect(restoreCsvCell(neutraliseCsvCell(cell))).toBe(cell)
    }
  })
})
