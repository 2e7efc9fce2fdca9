import { parse } from 'csv-parse/browser/esm/sync'
import {
  checkOmniclassRecords,
  CsvFileError,
  decodeUtf8,
  readCsvRecords,
} from '@scout/shared/domain/omniclass-csv-check'

/** A CSV's rows as the server reads them: the same csv-parse, the same options (packages/shared). */
export function parseCsv(text: string, filename = 'file.csv'): string[][] {
  return readCsvRecords(parse, filename, text).map(({ record }) => record)
}

/**
 * An omniclass upload checked in the browser exactly as the server will check it; a file the server would
 * refuse throws its CsvFileError (the same reasons, by line) before anything is sent.
 */
export function checkOmniclassFile(filename: string, bytes: Uint8Array): string[][] {
  const records = readCsvRecords(parse, filename, decodeUtf8(filename, bytes))
  checkOmniclassRecords(filename, records)
  return records.map(({ record }) => record)
}

export { CsvFileError }
