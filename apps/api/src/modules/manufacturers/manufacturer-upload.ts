import { toNameKey } from '@scout/shared/domain/names'
import { ManufacturerUploadRowSchema, type ManufacturerUploadRow } from '@scout/shared/schemas/manufacturer'
import { decodeBase64 } from '../../lib/base64'
import { readManufacturerCsv, type RawRow, type UploadProblem } from './upload-csv'

export type UploadedRow = { where: string; row: ManufacturerUploadRow }
export type UploadFile = { filename: string; content: string }

function decodeText(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return null
  }
}

/** A JSON upload: an array of manufacturers, or `{ "manufacturers": [...] }`. Items are named by position. */
function readManufacturerJson(filename: string, text: string): { rows: RawRow[]; problems: UploadProblem[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return {
      rows: [],
      problems: [{ where: filename, message: `not valid JSON (${(error as Error).message})` }],
    }
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { manufacturers?: unknown })?.manufacturers
  if (!Array.isArray(list))
    return { rows: [], problems: [{ where: filename, message: 'expected an array of manufacturers' }] }
  return {
    rows: list.map((values, index) => ({
      where: `${filename} item ${index + 1}`,
      values: values as Record<string, unknown>,
    })),
    problems: [],
  }
}

function readFile(file: UploadFile): { rows: RawRow[]; problems: UploadProblem[] } {
  const bytes = decodeBase64(file.content)
  if (!bytes) return { rows: [], problems: [{ where: file.filename, message: 'the content is not base64' }] }
  const text = decodeText(bytes)
  if (text === null)
    return {
      rows: [],
      problems: [
        {
          where: file.filename,
          message: 'the file is not UTF-8 text; save it as CSV UTF-8 (or JSON) and upload it again',
        },
      ],
    }
  if (/\.csv$/i.test(file.filename)) return readManufacturerCsv(file.filename, text)
  if (/\.json$/i.test(file.filename)) return readManufacturerJson(file.filename, text)
  return { rows: [], problems: [{ where: file.filename, message: 'use a .csv or .json file' }] }
}

/**
 * Every file is read and every row checked before anything is written (decisions.md §3): the answer is
 * either all rows, valid and with distinct titles, or the list of problems with file and line.
 */
export function checkManufacturerUpload(files: UploadFile[]): {
  rows: UploadedRow[]
  problems: UploadProblem[]
} {
  const rows: UploadedRow[] = []
  const problems: UploadProblem[] = []
  const seen = new Map<string, string>()
  for (const file of files) {
    const read = readFile(file)
    problems.push(...read.problems)
    if (read.rows.length === 0 && read.problems.length === 0)
      problems.push({ where: file.filename, message: 'the file has no manufacturers' })
    for (const raw of read.rows) {
      const parsed = ManufacturerUploadRowSchema.safeParse(raw.values)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        problems.push({
          where: raw.where,
          message: `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
        })
        continue
      }
      const key = toNameKey(parsed.data.title)
      const earlier = seen.get(key)
      if (earlier)
        problems.push({ where: raw.where, message: `"${parsed.data.title}" already appears at ${earlier}` })
      else seen.set(key, raw.where)
      rows.push({ where: raw.where, row: parsed.data })
    }
  }
  return { rows, problems }
}

export function describeProblems(problems: UploadProblem[]): string {
  const shown = problems.slice(0, 10).map((p) => `${p.where}: ${p.message}`)
  const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : ''
  return `Nothing was stored. ${shown.join('; ')}${more}`
}
