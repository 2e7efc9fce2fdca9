import { ErrorCode } from '@scout/shared/errors'
import { toNameKey } from '@scout/shared/domain/names'
import { badRequest } from '../../lib/app-error'
import { decodeBase64 } from '../../lib/base64'
import { CsvFileError, parseOmniclassCsv, type ParsedCsv } from './omniclass-csv'

export type UploadedFile = { filename: string; content: string }
export type CheckedFile = { filename: string; parsed: ParsedCsv }

const badFile = (message: string) => badRequest(message, ErrorCode.badFile)
function decodeFile(filename: string, content: string): Buffer {
  const bytes = decodeBase64(content)
  if (!bytes) throw badFile(`${filename}: the content is not base64`)
  return bytes
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
      parsed = parseOmniclassCsv(filename, decodeFile(filename, content))
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
