import { ErrorCode } from '@scout/shared/errors'
import { toNameKey } from '@scout/shared/domain/names'
import { badRequest } from '../../lib/app-error'
import { CsvFileError, parseOmniclassCsv, type ParsedCsv } from './omniclass-csv'

export type UploadedFile = { filename: string; content: string }
export type CheckedFile = { filename: string; parsed: ParsedCsv }

const badFile = (message: string) => badRequest(message, ErrorCode.badFile)
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/

/** Strict base64 (a browser's data: URL prefix allowed): Buffer.from alone would skip bad characters silently. */
export function decodeBase64(filename: string, content: string): Buffer {
  const text = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '')
  if (!base64Pattern.test(text) || text.length % 4 !== 0)
    throw badFile(`${filename}: the content is not base64`)
  return Buffer.from(text, 'base64')
}

/** Every file is decoded and checked before anything is written; the first bad one refuses the upload. */
export function checkUploadedFiles(files: UploadedFile[]): CheckedFile[] {
  const seenFiles = new Set<string>()
  const tables = new Map<string, string>()
  return files.map(({ filename, content }) => {
    if (!/\.csv$/i.test(filename)) throw badFile(`${filename}: only .csv files can be uploaded`)
    if (seenFiles.has(filename)) throw badFile(`${filename}: the file is sent twice`)
    seenFiles.add(filename)
    let parsed: ParsedCsv
    try {
      parsed = parseOmniclassCsv(filename, decodeBase64(filename, content))
    } catch (error) {
      if (error instanceof CsvFileError) throw badFile(error.message)
      throw error
    }
    if (parsed.layout === 'omniclass') {
      const other = tables.get(toNameKey(parsed.name))
      if (other) throw badFile(`${filename}: ${other} already sets the table "${parsed.name}"`)
      tables.set(toNameKey(parsed.name), filename)
    }
    return { filename, parsed }
  })
}
