import { fromUrlName } from './names'
import { restoreCsvCell } from './csv-cell'
import {
  maxParameterValues,
  maxParameters,
  omniclassNumberPattern,
  type Parameter,
} from '../schemas/omniclass'

/**
 * The checks of an omniclass CSV upload, on records as csv-parse reads them with `csvReadOptions`: the
 * server (csv-parse/sync) and the browser's preview (csv-parse/browser/esm/sync) run the same code, so a
 * file the server refuses is refused in the preview, with the same reasons.
 */
export const csvReadOptions = {
  relax_column_count: true,
  skip_empty_lines: true,
  info: true,
  trim: false,
  bom: true,
} as const
export type CsvRecord = { record: string[]; line: number }

export type CatalogueRow = { number: string; name: string; parentNumber: string | null; level: number }
export type ParsedCsv =
  | { layout: 'catalogue'; rows: CatalogueRow[] }
  | { layout: 'omniclass'; number: string | null; name: string; parameters: Parameter[] }

export type CsvProblem = { line: number; message: string }
export class CsvFileError extends Error {
  constructor(
    readonly filename: string,
    readonly problems: CsvProblem[],
  ) {
    const shown = problems.slice(0, 10).map((p) => (p.line > 0 ? `line ${p.line}: ${p.message}` : p.message))
    const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : ''
    super(`${filename}: ${shown.join('; ')}${more}`)
  }
}

const numberPattern = omniclassNumberPattern
const catalogueHeader = ['number', 'name', 'parent_number', 'level']
const maxName = 300
const maxCell = 500

// TextDecoder is in every runtime this package runs in (Node, browsers); its lib is kept to ES only
type Utf8Decoder = new (label: 'utf-8', options: { fatal: true }) => { decode(bytes: Uint8Array): string }
const { TextDecoder } = globalThis as unknown as { TextDecoder: Utf8Decoder }

/** Bytes to text, refusing anything that is not UTF-8 rather than guessing an encoding. */
export function decodeUtf8(filename: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw new CsvFileError(filename, [
      { line: 0, message: 'The file is not UTF-8 text; save it as CSV UTF-8 and upload it again' },
    ])
  }
}

type CsvParse = (text: string, options: typeof csvReadOptions) => unknown

/** Records with their line numbers, read by the caller's build of csv-parse (Node's or the browser's). */
export function readCsvRecords(parse: CsvParse, filename: string, text: string): CsvRecord[] {
  try {
    const records = parse(text, csvReadOptions) as { record: string[]; info: { lines: number } }[]
    return records.map(({ record, info }) => ({
      // a cell a download protected from spreadsheets (csv-cell.ts) comes back as it was
      record: record.map((cell) => restoreCsvCell(cell.trim())),
      line: info.lines,
    }))
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0
    throw new CsvFileError(filename, [
      { line, message: `Not readable as CSV (${(error as Error).message.replace(/^Invalid [^:]+: /, '')})` },
    ])
  }
}

/** `{number} {name}.csv` or `{name}.csv` (decisions.md §3). */
export function tableFromFilename(filename: string): { number: string | null; name: string } {
  const stem = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.csv$/i, '')
    .replace(/ UNREVIEWED.*$/, '')
    .trim()
  const match = /^(\d{2}-\d{2}(?: \d{2}){0,6})\s+(.+)$/.exec(stem)
  // underscores stand for spaces in names (spec §5), as in a file saved from a table's URL name
  const name = fromUrlName(match ? match[2]! : stem)
    .trim()
    .replace(/\s+/g, ' ')
  return { number: match ? match[1]! : null, name }
}

function parseCatalogue(filename: string, records: CsvRecord[]): ParsedCsv {
  const problems: CsvProblem[] = []
  const rows: CatalogueRow[] = []
  const numbers = new Set<string>()
  for (const { record, line } of records.slice(1)) {
    if (record.length !== catalogueHeader.length) {
      problems.push({ line, message: `expected ${catalogueHeader.length} columns, found ${record.length}` })
      continue
    }
    const [number = '', name = '', parent = '', level = ''] = record
    if (!numberPattern.test(number))
      problems.push({ line, message: `"${number.slice(0, 40)}" is not an OmniClass number` })
    if (!name) problems.push({ line, message: 'the name is empty' })
    if (name.length > maxName)
      problems.push({ line, message: `the name is longer than ${maxName} characters` })
    if (parent && !numberPattern.test(parent))
      problems.push({ line, message: `parent "${parent.slice(0, 40)}" is not an OmniClass number` })
    if (!/^[1-9]$/.test(level))
      problems.push({ line, message: `level "${level.slice(0, 10)}" is not a number from 1 to 9` })
    if (numbers.has(number)) problems.push({ line, message: `number ${number} appears twice` })
    numbers.add(number)
    rows.push({ number, name, parentNumber: parent || null, level: Number(level) })
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 0, message: 'the file has no rows' })
  if (problems.length) throw new CsvFileError(filename, problems)
  return { layout: 'catalogue', rows }
}

function parseOmniclassColumns(filename: string, records: CsvRecord[]): ParsedCsv {
  const problems: CsvProblem[] = []
  const [header, ...body] = records
  const names = header?.record ?? []
  const seen = new Set<string>()
  names.forEach((name, index) => {
    if (!name) problems.push({ line: header!.line, message: `column ${index + 1} has no parameter name` })
    else if (name.length > 200)
      problems.push({ line: header!.line, message: `column ${index + 1}'s name is too long` })
    else if (seen.has(name.toLowerCase()))
      problems.push({ line: header!.line, message: `parameter "${name}" appears twice` })
    seen.add(name.toLowerCase())
  })
  const parameters: Parameter[] = names.map((name) => ({ name, values: [] }))
  for (const { record, line } of body) {
    if (record.length !== names.length) {
      problems.push({ line, message: `expected ${names.length} columns, found ${record.length}` })
      continue
    }
    record.forEach((cell, index) => {
      if (cell.length > maxCell)
        problems.push({ line, message: `column ${index + 1} is longer than ${maxCell} characters` })
      else if (cell && !parameters[index]!.values.includes(cell)) parameters[index]!.values.push(cell)
    })
  }
  const { number, name } = tableFromFilename(filename)
  if (!name) problems.push({ line: 0, message: 'the file name does not name the table' })
  if (name.length > maxName)
    problems.push({ line: 0, message: `the table name is longer than ${maxName} characters` })
  if (names.length === 0) problems.push({ line: 0, message: 'the file has no header row' })
  // the same limits as a table written through the API, so an uploaded table can be edited and saved again
  if (names.length > maxParameters)
    problems.push({ line: header!.line, message: `more than ${maxParameters} columns` })
  parameters
    .filter((p) => p.values.length > maxParameterValues)
    .forEach((p) =>
      problems.push({
        line: 0,
        message: `column "${p.name}" has more than ${maxParameterValues} different values`,
      }),
    )
  if (problems.length) throw new CsvFileError(filename, problems)
  return { layout: 'omniclass', number, name, parameters }
}

/** A whole file's records, checked before anything is written; every problem found is reported with its line. */
export function checkOmniclassRecords(filename: string, records: CsvRecord[]): ParsedCsv {
  if (records.length === 0) throw new CsvFileError(filename, [{ line: 0, message: 'the file is empty' }])
  const header = records[0]!.record.map((cell) => cell.toLowerCase())
  const isCatalogue =
    header.length === catalogueHeader.length && header.every((cell, i) => cell === catalogueHeader[i])
  return isCatalogue ? parseCatalogue(filename, records) : parseOmniclassColumns(filename, records)
}
