import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Database, type Db } from '../../db/client'
import { rfiRequests } from '../../db/schema'
import { createTestDatabase } from '../../testing/test-database'
import { createLocalStorage } from '../media/storage'
import { storeAttachments } from '../mail/attachments.repository'
import { restoreBackup, writeBackup, type BackupProgress } from './backup'

/**
 * Issue 28: a backup of a database holding hundreds of MB of attachments must restore. Slow by nature, so
 * `npm run test:backup-size` runs it (CI does, on both databases); `npm test` skips it.
 */
const totalMb = Number(process.env.SCOUT_BACKUP_TEST_MB ?? 0)
const fileMb = 10
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-backup-size-'))
const media = createLocalStorage(path.join(dir, 'media'))

/** On-disk PGlite for the embedded case (as `npm start` uses it); a throwaway database on a server otherwise. */
async function freshDatabase(name: string): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return createTestDatabase()
  const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dir, name) })
  await database.migrate()
  return database
}

const fingerprint = (db: Db) =>
  queryRows<{ id: number; bytes: number; md5: string }>(
    db,
    sql`select id, octet_length(content) as bytes, md5(content) as md5 from mail_attachments order by id`,
  )

describe.skipIf(!totalMb)(`backup and restore of ${totalMb} MB of attachments`, () => {
  let source: Database
  let target: Database
  beforeAll(async () => {
    source = await freshDatabase('source')
    target = await freshDatabase('target')
    const block = crypto.randomBytes(fileMb * 1024 * 1024)
    for (let i = 0; i < totalMb / fileMb; i++) {
      const [request] = await source.db
        .insert(rfiRequests)
        .values({
          omniclassName: 'Hollow Metal Doors',
          manufacturerTitles: ['Acme'],
          emailContent: 'Please send',
          userEmail: 'pro@firm.test',
          userName: 'Pro',
          attachments: [{ filename: `plan-${i}.pdf`, bytes: block.length }],
        })
        .returning({ id: rfiRequests.id })
      // every file differs, so nothing along the way can store one copy for all
      block.writeUInt32BE(i, 0)
      await storeAttachments(source.db, request!.id, [{ filename: `plan-${i}.pdf`, content: block }])
    }
  }, 600_000)
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes, then restores into a fresh database, every byte, reporting progress', async () => {
    const file = path.join(dir, 'large.jsonl.gz')
    const seen: BackupProgress[] = []
    const written = await writeBackup(source.db, media, file, {
      onProgress: (p) => {
        seen.push({ ...p })
      },
    })
    const attachments = seen.filter((p) => p.table === 'mail_attachments')
    expect(attachments.at(-1)).toMatchObject({ rows: totalMb / fileMb, done: true })
    // progress arrives batch by batch, not once at the end
    expect(attachments.length).toBeGreaterThan(totalMb / fileMb)

    const restored = await restoreBackup(target.db, media, file)
    expect(restored).toEqual(written)
    const expected = await fingerprint(source.db)
    expect(expected).toHaveLength(totalMb / fileMb)
    expect(await fingerprint(target.db)).toEqual(expected)
  }, 1_200_000)
})
