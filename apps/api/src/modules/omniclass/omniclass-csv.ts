import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { neutraliseCsvCell } from '@scout/shared/domain/csv-cell'
import {
  checkOmniclassRecords,
  decodeUtf8,
  readCsvRecords,
  type ParsedCsv,
} from '@scout/shared/domain/omniclass-csv-check'
import type { Parameter } from '@scout/shared/schemas/omniclass'

export {
  CsvFileError,
  tableFromFilename,
  type CatalogueRow,
  type ParsedCsv,
} from '@scout/shared/domain/omniclass-csv-check'

/** Checks a whole file before anything is written (the checks are shared with the browser's preview). */
export function parseOmniclassCsv(filename: string, bytes: Buffer): ParsedCsv {
  return checkOmniclassRecords(filename, readCsvRecords(parse, filename, decodeUtf8(filename, bytes)))
}

/** One column per parameter, values down the column; cells with commas are quoted (spec §5). */
export function toOmniclassCsv(parameters: Parameter[]): string {
  const depth = Math.max(0, ...parameters.map((p) => p.values.length))
  const rows = Array.from({ length: depth }, (_, row) => parameters.map((p) => p.values[row] ?? ''))
  const cells = [parameters.map((p) => p.name), ...rows].map((row) => row.map(neutraliseCsvCell))
  return stringify(cells, { quoted_match: ',' })
}
