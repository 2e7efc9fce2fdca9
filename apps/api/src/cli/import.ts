import fs from 'node:fs'
import path from 'node:path'
import { parseConfig } from '../config/env'
import { openForCommand } from '../bootstrap'
import { CsvFileError, parseOmniclassCsv } from '../modules/omniclass/omniclass-csv'
import { importParsedFile } from '../modules/omniclass/omniclass-import'
import { appendAudit } from '../modules/audit/audit.repository'

/** `npm run import -- <file.csv> [more.csv…]`: every file is checked whole before anything is written. */
const files = process.argv.slice(2).filter((arg) => arg !== '--')
if (files.length === 0) {
  process.stderr.write('usage: npm run import -- <file.csv> [more.csv …]\n')
  process.exit(2)
}

const parsed: { name: string; file: ReturnType<typeof parseOmniclassCsv> }[] = []
for (const file of files) {
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  if (!fs.existsSync(resolved)) {
    process.stderr.write(`${file}: no such file\n`)
    process.exit(1)
  }
  try {
    parsed.push({
      name: path.basename(resolved),
      file: parseOmniclassCsv(path.basename(resolved), fs.readFileSync(resolved)),
    })
  } catch (error) {
    if (!(error instanceof CsvFileError)) throw error
    process.stderr.write(`Nothing was imported. ${error.message}\n`)
    process.exit(1)
  }
}

const database = await openForCommand(parseConfig(), 'import')
try {
  await database.db.transaction(async (tx) => {
    for (const { name, file } of parsed) {
      const result = await importParsedFile(tx, file)
      await appendAudit(tx, null, {
        action: 'upload',
        entity: 'omniclass',
        key: name,
        summary: { ...result, via: 'command line' },
      })
      process.stdout.write(
        `${name}: ${result.tables} tables (${result.created} new, ${result.updated} updated)\n`,
      )
    }
  })
} finally {
  await database.close()
}
