import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { parseConfig } from '../config/env'
import { openDatabase } from '../db/client'
import { createMediaStorage } from '../modules/media/storage'

/** `npm run openapi -w @scout/api -- <file>`: the built app's OpenAPI document, as /api/docs serves it. */
async function main() {
  const target = process.argv[2]
  if (!target) throw new Error('usage: openapi <file.json>')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-openapi-'))
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  // nothing is read: the document comes from the route table, so an empty in-memory database will do
  const database = await openDatabase({ kind: 'embedded' })
  const app = await buildApp(
    { config, db: database.db, databaseKind: database.kind, media: createMediaStorage(config) },
    { logger: false },
  )
  await app.ready()
  fs.writeFileSync(target, JSON.stringify(app.swagger(), null, 2))
  await app.close()
  await database.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

await main()
