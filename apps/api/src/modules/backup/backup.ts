import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import zlib from 'node:zlib'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import { queryRows, type Db, type Executor } from '../../db/client'
import { contentTypeOf, type MediaStorage } from '../media/media-storage'
import { logoKey, logoVariantKey, productImageKey, productImageVariantKey } from '../media/media-keys'

/** Parents before children, so a restore never breaks a foreign key. */
export const backupTables = [
  'users',
  'sessions',
  'invites',
  'auth_failures',
  'omniclasses',
  'manufacturers',
  'manufacturer_omniclasses',
  'variants',
  'contacts',
  'product_images',
  'rfi_requests',
  'mail_outbox',
  'mail_attachments',
  'audit_log',
] as const

const formatVersion = 1
/**
 * Rows travel in batches of about this many bytes (a row larger than that alone): memory stays flat and no
 * statement carries more than one batch, whatever the size of the database (issue 28).
 */
export const batchBytes = 4 * 1024 * 1024
const maxRowsPerFetch = 1000

type Line =
  | { kind: 'header'; format: number; createdAt: string; tables: readonly string[] }
  | { kind: 'rows'; table: string; rows: unknown[] }
  | { kind: 'media'; key: string; content: string }
  | { kind: 'end'; rows: number; media: number }

export type BackupProgress = { table: string; rows: number; bytes: number; done: boolean }
/** `onProgress` may be async: the copy waits for it (a test writes meanwhile) */
type Options = { onProgress?: (progress: BackupProgress) => void | Promise<void> }

/** Every media key the database refers to; the backup copies exactly those files. */
async function referencedMediaKeys(db: Executor): Promise<string[]> {
  const logos = await queryRows<{ f: string }>(
    db,
    sql`select logo_filename as f from manufacturers where logo_filename is not null`,
  )
  const images = await queryRows<{ t: string; f: string }>(
    db,
    sql`select m.title as t, i.filename as f from product_images i join manufacturers m on m.id = i.manufacturer_id`,
  )
  const keys: string[] = []
  for (const { f } of logos) {
    keys.push(logoKey(f), ...(['small', 'medium', 'large'] as const).map((size) => logoVariantKey(f, size)))
  }
  for (const { t, f } of images) {
    keys.push(
      productImageKey(t, f),
      productImageVariantKey(t, f, 'thumb'),
      productImageVariantKey(t, f, 'large'),
    )
  }
  return keys
}

/** A gzip'd file written with back-pressure: a slow disk holds the reader instead of filling memory. */
function gzipFile(file: string) {
  const gzip = zlib.createGzip({ level: 3 })
  const out = fs.createWriteStream(file)
  gzip.pipe(out)
  return {
    async write(text: string) {
      if (!gzip.write(text)) await once(gzip, 'drain')
    },
    async close() {
      gzip.end()
      await finished(out)
    },
  }
}

/**
 * Streams one table through a cursor, in fetches sized from the rows seen so far, and hands each batch of
 * about `batchBytes` on as JSON text (row_to_json's own text is never parsed here).
 */
async function streamTable(
  tx: Executor,
  table: string,
  emit: (rowsJson: string[], bytes: number) => Promise<void>,
) {
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from "${table}" t`),
  )
  // one row first; then as many as the largest row seen so far fits in a batch
  let fetchSize = 1
  let largest = 1
  let batch: string[] = []
  let bytes = 0
  for (;;) {
    const rows = await queryRows<{ r: string }>(tx, sql.raw(`fetch forward ${fetchSize} from backup_rows`))
    for (const { r } of rows) {
      batch.push(r)
      bytes += r.length
      largest = Math.max(largest, r.length)
      if (bytes >= batchBytes) {
        await emit(batch, bytes)
        batch = []
        bytes = 0
      }
    }
    if (rows.length < fetchSize) break
    fetchSize = Math.max(1, Math.min(maxRowsPerFetch, Math.floor(batchBytes / largest)))
  }
  if (batch.length) await emit(batch, bytes)
  await tx.execute(sql`close backup_rows`)
}

/**
 * Writes a gzip'd JSON-lines file: the rows of every table, then every referenced media file. Everything is
 * read in one repeatable-read, read-only transaction (one snapshot, however long the copy takes) and streamed.
 */
export async function writeBackup(db: Db, media: MediaStorage, file: string, options: Options = {}) {
  const counts = { rows: 0, media: 0 }
  const temporary = `${file}.partial`
  const out = gzipFile(temporary)
  const line = (value: Line) => out.write(`${JSON.stringify(value)}\n`)
  try {
    await line({
      kind: 'header',
      format: formatVersion,
      createdAt: new Date().toISOString(),
      tables: backupTables,
    })
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`)
      for (const table of backupTables) {
        const progress = { table, rows: 0, bytes: 0, done: false }
        await streamTable(tx, table, async (rows, bytes) => {
          await out.write(`{"kind":"rows","table":${JSON.stringify(table)},"rows":[${rows.join(',')}]}\n`)
          counts.rows += rows.length
          progress.rows += rows.length
          progress.bytes += bytes
          await options.onProgress?.(progress)
        })
        await options.onProgress?.({ ...progress, done: true })
      }
      // the media the snapshot refers to, read while it is still open
      for (const key of await referencedMediaKeys(tx)) {
        const object = await media.get(key)
        if (!object) continue
        counts.media++
        await line({ kind: 'media', key, content: object.body.toString('base64') })
      }
    })
    await line({ kind: 'end', ...counts })
    await out.close()
  } catch (error) {
    await out.close().catch(() => undefined)
    fs.rmSync(temporary, { force: true })
    throw error
  }
  // only a complete file gets the real name
  fs.renameSync(temporary, file)
  return counts
}

export class BackupFileError extends Error {}

/** Splits a line's rows into inserts of about `batchBytes` each (older backups had 500 rows a line). */
function* byBytes(rows: unknown[]) {
  let batch: string[] = []
  let bytes = 0
  for (const row of rows) {
    const text = JSON.stringify(row)
    if (batch.length && bytes + text.length > batchBytes) {
      yield `[${batch.join(',')}]`
      batch = []
      bytes = 0
    }
    batch.push(text)
    bytes += text.length
  }
  if (batch.length) yield `[${batch.join(',')}]`
}

/**
 * Replaces the whole database (and media) with a backup, in one transaction: a bad or truncated file leaves
 * the database as it was. Rows are inserted batch by batch as the file is read; media files wait in a
 * temporary folder until the rows are committed.
 */
export async function restoreBackup(db: Db, media: MediaStorage, file: string, options: Options = {}) {
  const spool = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-restore-'))
  const mediaFiles: { key: string; file: string }[] = []
  const counts = { rows: 0, media: 0 }
  let sawEnd = false
  try {
    await db.transaction(async (tx) => {
      // a large restore is one long transaction; the server must not cut it (the client side is bounded
      // per statement by the pool's timeouts)
      await tx.execute(sql`set local statement_timeout = 0`)
      await tx.execute(
        sql.raw(`truncate ${backupTables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
      )
      let first = true
      let progress: BackupProgress | null = null
      // opened here, right before it is read: a readline made earlier could emit lines nobody is iterating yet
      const input = readline.createInterface({
        input: fs.createReadStream(file).pipe(zlib.createGunzip()),
        crlfDelay: Infinity,
      })
      for await (const text of input) {
        if (!text) continue
        const line = JSON.parse(text) as Line
        if (first && (line.kind !== 'header' || line.format !== formatVersion))
          throw new BackupFileError('Not a Scout backup file')
        first = false
        if (line.kind === 'rows') {
          if (!(backupTables as readonly string[]).includes(line.table))
            throw new BackupFileError(`Unknown table ${line.table}`)
          if (progress && progress.table !== line.table) options.onProgress?.({ ...progress, done: true })
          if (!progress || progress.table !== line.table)
            progress = { table: line.table, rows: 0, bytes: 0, done: false }
          for (const json of byBytes(line.rows)) {
            await tx.execute(
              sql`insert into ${sql.identifier(line.table)} select * from json_populate_recordset(null::${sql.identifier(line.table)}, ${json}::json)`,
            )
            progress.bytes += json.length
          }
          counts.rows += line.rows.length
          progress.rows += line.rows.length
          options.onProgress?.(progress)
        } else if (line.kind === 'media') {
          const spooled = path.join(spool, String(mediaFiles.length))
          fs.writeFileSync(spooled, Buffer.from(line.content, 'base64'))
          mediaFiles.push({ key: line.key, file: spooled })
        } else if (line.kind === 'end') {
          sawEnd = line.rows === counts.rows
        }
      }
      if (progress) options.onProgress?.({ ...progress, done: true })
      if (!sawEnd) throw new BackupFileError('The backup file is incomplete')
      // identity sequences continue after the restored ids, so new rows never collide
      const serials = await queryRows<{ t: string }>(
        tx,
        sql`select table_name as t from information_schema.columns where table_schema = current_schema() and column_name = 'id' and column_default like 'nextval%'`,
      )
      for (const { t } of serials) {
        if (!(backupTables as readonly string[]).includes(t)) continue
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${t}"', 'id'), coalesce(max(id), 0) + 1, false) from "${t}"`,
          ),
        )
      }
    })
    for (const { key, file: spooled } of mediaFiles) {
      await media.put(key, fs.readFileSync(spooled), contentTypeOf(key))
      counts.media++
    }
  } finally {
    fs.rmSync(spool, { recursive: true, force: true })
  }
  return counts
}
