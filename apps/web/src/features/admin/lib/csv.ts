import { neutraliseCsvCell } from '@scout/shared/domain/csv-cell'

/**
 * Spec §5: a cell containing a comma is quoted; quotes and line breaks need quoting too to stay readable.
 * A cell a spreadsheet would run as a formula gets an apostrophe first (shared rule, `csv-cell.ts`).
 */
export function toCsvCell(raw: string): string {
  const value = neutraliseCsvCell(raw)
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

type Column = { name: string; values: string[] }

/** decisions.md §3: one column per parameter, its name as header and its values down the column. */
export function buildOmniclassCsv(parameters: Column[]): string {
  if (parameters.length === 0) return ''
  const depth = Math.max(0, ...parameters.map((p) => p.values.length))
  const rows = [parameters.map((p) => p.name)]
  for (let row = 0; row < depth; row++) rows.push(parameters.map((p) => p.values[row] ?? ''))
  return rows.map((cells) => cells.map(toCsvCell).join(',')).join('\n') + '\n'
}

/**
 * Spec §9: the omniclass name plus ' UNREVIEWED' (optionally plus appended text) plus .csv. A reviewed table
 * drops the mark, which would tell its reader the opposite of the truth (decision record 014).
 */
export function omniclassCsvFilename(name: string, appended = '', reviewed = false): string {
  // a slash would turn the name into a folder in the save dialog
  return `${name.replace(/[\\/]/g, '-')}${reviewed ? '' : ' UNREVIEWED'}${appended}.csv`
}

export const remainingCsvFilename = 'remaining.csv'

/** Spec §3: one line per omniclass, the number (blank if absent), then the name in quotes. */
export function buildMissingManufacturersCsv(rows: { number: string | null; name: string }[]): string {
  return (
    rows.map((row) => `${row.number ?? ''},"${neutraliseCsvCell(row.name).replace(/"/g, '""')}"`).join('\n') +
    (rows.length ? '\n' : '')
  )
}
