import fs from 'node:fs'
import path from 'node:path'
import { parseConfig } from '../config/env'
import { openForCommand } from '../bootstrap'
import { bulkTimeouts } from '../db/client'
import { writeBackup } from '../modules/backup/backup'
import { printProgress } from '../modules/backup/progress'
import { createMediaStorage } from '../modules/media/storage'

/** `npm run backup -- [file]`: every table and every referenced media file, from DATA_DIR or DATABASE_URL. */
const argument = process.argv.slice(2).find((arg) => arg !== '--')
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  argument ?? `backups/scout-${stamp}.jsonl.gz`,
)
fs.mkdirSync(path.dirname(file), { recursive: true })

const config = parseConfig()
const database = await openForCommand(config, 'backup', bulkTimeouts)
try {
  const counts = await writeBackup(database.db, createMediaStorage(config), file, {
    onProgress: printProgress('backed up', (text) => process.stderr.write(text)),
  })
  process.stdout.write(`Backed up ${counts.rows} rows and ${counts.media} media files to ${file}\n`)
} finally {
  await database.close()
}
