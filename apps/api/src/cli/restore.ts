import fs from 'node:fs'
import path from 'node:path'
import { parseConfig } from '../config/env'
import { openForCommand } from '../bootstrap'
import { bulkTimeouts } from '../db/client'
import { BackupFileError, restoreBackup } from '../modules/backup/backup'
import { printProgress } from '../modules/backup/progress'
import { createMediaStorage } from '../modules/media/storage'

/** `npm run restore -- <file>`: replaces the database's rows with the backup's, all or nothing. */
const argument = process.argv.slice(2).find((arg) => arg !== '--')
if (!argument) {
  process.stderr.write(
    'usage: npm run restore -- <backup file>   (replaces every row of the configured database)\n',
  )
  process.exit(2)
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
if (!fs.existsSync(file)) {
  process.stderr.write(`${argument}: no such file\n`)
  process.exit(1)
}

const config = parseConfig()
const database = await openForCommand(config, 'restore', bulkTimeouts)
try {
  const counts = await restoreBackup(database.db, createMediaStorage(config), file, {
    onProgress: printProgress('restored', (text) => process.stderr.write(text)),
  })
  process.stdout.write(`Restored ${counts.rows} rows and ${counts.media} media files from ${file}\n`)
} catch (error) {
  if (!(error instanceof BackupFileError || error instanceof SyntaxError)) throw error
  process.stderr.write(`Nothing was restored: ${error.message}\n`)
  process.exitCode = 1
} finally {
  await database.close()
}
