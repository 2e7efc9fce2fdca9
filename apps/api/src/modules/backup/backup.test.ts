import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
import { auditLog, contacts, mailOutbox, productImages } from '../../db/schema'
import { createManufacturer, createOmniclass, createUser, createVariant } from '../../testing/factories'
import { createTestDatabase } from '../../testing/test-database'
import { createLocalStorage } from '../media/storage'
import { storeLogoFiles, storeProductImageFiles } from '../media/media-files'
import { backupTables, restoreBackup, writeBackup } from './backup'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-backup-'))
const source = { media: createLocalStorage(path.join(dir, 'media-a')) }
const target = { media: createLocalStorage(path.join(dir, 'media-b')) }
let a: Awaited<ReturnType<typeof createTestDatabase>>
let b: Awaited<ReturnType<typeof createTestDatabase>>

async function snapshot(db: Db) {
  const out: Record<string, unknown[]> = {}
  for (const table of backupTables) {
    const rows = await queryRows<{ r: unknown }>(
      db,
      sql.raw(`select row_to_json(t) as r from "${table}" t order by row_to_json(t)::text`),
    )
    out[table] = rows.map((row) => row.r)
  }
  return out
}

beforeAll(async () => {
  ;[a, b] = await Promise.all([createTestDatabase(), createTestDatabase()])
  const db = a.db
  const user = await createUser(db, {
    email: 'owner@firm.test',
    role: 'admin',
    password: 'long password here',
  })
  const table = await createOmniclass(db, {
    name: 'Hollow Metal Doors',
    number: '23-17 11 13 11',
    parameters: [{ name: 'Width', values: ['36 in'] }],
  })
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const logo = await storeLogoFiles(source.media, 'acme.png', png)
  const maker = await createManufacturer(db, {
    title: 'Acme Doors',
    logoFilename: 'acme.png',
    logoWidth: logo.width,
    logoHeight: logo.height,
    verified: true,
    verifiedOn: '2025-03-01',
    description: 'Line one\n\nLine "two" with \'quotes\' and émojis 🚪',
    omniclassIds: [table.id],
  })
  await createVariant(db, {
    omniclassId: table.id,
    manufacturerId: maker.id,
    parameters: [{ name: 'Width', values: ['36 in'] }],
    productNames: ['Acme 300'],
  })
  await db.insert(contacts).values({ manufacturerId: maker.id, firstName: 'Ana', email: 'ana@acme.example' })
  const stored = await storeProductImageFiles(source.media, 'Acme Doors', 'door one.jpg', png)
  await db.insert(productImages).values({
    manufacturerId: maker.id,
    omniclassId: table.id,
    filename: 'door one.jpg',
    contentType: 'image/jpeg',
    ...stored,
  })
  await db.insert(mailOutbox).values({
    kind: 'rfi',
    toAddress: 'x@acme.example',
    subject: 'S',
    body: 'B',
  })
  expect(user.id).toBeGreaterThan(0)
})
afterAll(async () => {
  await Promise.all([a.close(), b.close()])
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('round-trips every row and every referenced media file, and new rows get fresh ids', async () => {
    const file = path.join(dir, 'full.jsonl.gz')
    const written = await writeBackup(a.db, source.media, file)
    expect(written.media).toBe(7) // logo + 3 variants, image + thumb + large
    const restored = await restoreBackup(b.db, target.media, file)
    expect(restored).toEqual(written)
    expect(await snapshot(b.db)).toEqual(await snapshot(a.db))
    expect((await target.media.get('product-images/Acme_Doors/door one.jpg'))!.body).toEqual(
      (await source.media.get('product-images/Acme_Doors/door one.jpg'))!.body,
    )
    const next = await createOmniclass(b.db, { name: 'Wood Doors' })
    expect(next.id).toBeGreaterThan(1)
  })

  // PGlite has one connection, so nothing can write beside the backup's transaction there
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'copies one snapshot: rows committed while the copy runs are not in it',
    async () => {
      const file = path.join(dir, 'during.jsonl.gz')
      const auditBefore = (await snapshot(a.db)).audit_log!.length
      let wrote = false
      await writeBackup(a.db, source.media, file, {
        async onProgress() {
          if (wrote) return
          wrote = true
          // users have been copied; audit_log, the last table, has not yet been read
          await a.db.insert(auditLog).values({ action: 'create', entity: 'during_backup' })
        },
      })
      expect(wrote).toBe(true)
      const lines = zlib
        .gunzipSync(fs.readFileSync(file))
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as { kind: string; table?: string; rows?: unknown[] })
      const audit = lines.filter((line) => line.kind === 'rows' && line.table === 'audit_log')
      expect(audit.flatMap((line) => line.rows)).toHaveLength(auditBefore)
    },
  )

  it('leaves the database as it was when the file is truncated or not a backup', async () => {
    const before = await snapshot(b.db)
    const full = zlib.gunzipSync(fs.readFileSync(path.join(dir, 'full.jsonl.gz'))).toString()
    const truncated = path.join(dir, 'truncated.jsonl.gz')
    fs.writeFileSync(truncated, zlib.gzipSync(full.split('\n').slice(0, 4).join('\n')))
    await expect(restoreBackup(b.db, target.media, truncated)).rejects.toThrow('incomplete')
    const foreign = path.join(dir, 'foreign.jsonl.gz')
    fs.writeFileSync(foreign, zlib.gzipSync('{"hello":"world"}\n'))
    await expect(restoreBackup(b.db, target.media, foreign)).rejects.toThrow('Not a Scout backup')
    expect(await snapshot(b.db)).toEqual(before)
  })
})
