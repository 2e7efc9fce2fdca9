import { parse } from 'csv-parse/sync'

export type UploadProblem = { where: string; message: string }
export type RawRow = { where: string; values: Record<string, unknown> }

const textColumns = [
  'title',
  'url',
  'email',
  'verified_on',
  'formatted_address',
  'product_page_url',
  'description',
  'logo_filename',
]
const countColumns = ['architizer', 'caddetails', 'bimobject', 'bimsmith']
const jsonColumns = ['data', 'aggregator_content']
const linkColumns = ['links_for_professionals', 'additional_links']
export const csvColumns = [
  ...textColumns,
  'verified',
  ...countColumns,
  ...jsonColumns,
  ...linkColumns,
  'omniclasses',
]

const truthy = new Set(['true', 'yes', 'y', '1'])
const falsy = new Set(['false', 'no', 'n', '0'])
const listSeparator = /\s*(?:;|\r?\n)\s*/

function parseJson(column: string, cell: string): unknown {
  try {
    return JSON.parse(cell)
  } catch {
    throw new Error(`${column} is not valid JSON`)
  }
}

/** A link cell: a JSON array of {url, title}, or `title|url` entries separated by `;` or line breaks. */
function parseLinks(column: string, cell: string): unknown {
  if (cell.startsWith('[')) return parseJson(column, cell)
  return cell
    .split(listSeparator)
    .filter(Boolean)
    .map((entry) => {
      const bar = entry.lastIndexOf('|')
      return bar < 0
        ? { title: entry, url: entry }
        : { title: entry.slice(0, bar).trim(), url: entry.slice(bar + 1).trim() }
    })
}

function readCell(column: string, cell: string): unknown {
  if (column === 'verified') {
    const word = cell.toLowerCase()
    if (truthy.has(word)) return true
    if (falsy.has(word)) return false
    throw new Error(`verified "${cell.slice(0, 20)}" is not true or false`)
  }
  if (countColumns.includes(column)) {
    if (!/^-?\d{1,7}$/.test(cell)) throw new Error(`${column} "${cell.slice(0, 20)}" is not a whole number`)
    return Number(cell)
  }
  if (jsonColumns.includes(column)) return parseJson(column, cell)
  if (linkColumns.includes(column)) return parseLinks(column, cell)
  if (column === 'omniclasses') return cell.split(listSeparator).filter(Boolean)
  return cell
}

/**
 * A manufacturer CSV: a header row of field names (any case; spaces allowed for underscores), then one
 * manufacturer per row. Empty cells leave a field as it is. Every row must have as many cells as the header.
 */
export function readManufacturerCsv(
  filename: string,
  text: string,
): { rows: RawRow[]; problems: UploadProblem[] } {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      bom: true,
    }) as never
  } catch (error) {
    const line = (error as { lines?: number }).lines
    const reason = (error as Error).message.replace(/^Invalid [^:]+: /, '')
    return {
      rows: [],
      problems: [
        { where: `${filename}${line ? ` line ${line}` : ''}`, message: `not readable as CSV (${reason})` },
      ],
    }
  }
  const [head, ...body] = records
  if (!head) return { rows: [], problems: [{ where: filename, message: 'the file is empty' }] }
  const header = head.record.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_'))
  const problems: UploadProblem[] = []
  const unknown = header.filter((name) => !csvColumns.includes(name))
  if (unknown.length)
    problems.push({
      where: `${filename} line 1`,
      message: `unknown column ${unknown.map((n) => `"${n}"`).join(', ')}; use ${csvColumns.join(', ')}`,
    })
  if (!header.includes('title'))
    problems.push({ where: `${filename} line 1`, message: 'the header has no title column' })
  if (new Set(header).size !== header.length)
    problems.push({ where: `${filename} line 1`, message: 'a column appears twice' })
  if (problems.length) return { rows: [], problems }

  const rows: RawRow[] = []
  for (const { record, info } of body) {
    const where = `${filename} line ${info.lines}`
    if (record.length !== header.length) {
      problems.push({ where, message: `expected ${header.length} cells, found ${record.length}` })
      continue
    }
    const values: Record<string, unknown> = {}
    const aggregator: Record<string, unknown> = {}
    try {
      header.forEach((column, index) => {
        const cell = record[index]!.trim()
        if (!cell) return
        const value = readCell(column, cell)
        if (countColumns.includes(column)) aggregator[column] = value
        else values[column] = value
      })
    } catch (error) {
      problems.push({ where, message: (error as Error).message })
      continue
    }
    if (Object.keys(aggregator).length)
      values.aggregator_content = { ...(values.aggregator_content as object), ...aggregator }
    rows.push({ where, values })
  }
  return { rows, problems }
}
