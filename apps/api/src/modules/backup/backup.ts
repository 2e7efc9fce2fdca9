import fs from 'node:fs'
import readline from 'node:readline'
import zlib from 'node:zlib'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client'
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
  'audit_log',
] as const

const formatVersion = 1
const rowsPerLine = 500

type Line =
  | { kind: 'header'; format: number; createdAt: string; tables: readonly string[] }
  | { kind: 'rows'; table: string; rows: unknown[] }
  | { kind: 'media'; key: string; content: string }
  | { kind: 'end'; rows: number; media: number }

async function rowsOf(db: Db, table: string) {
  const rows = await queryRows<{ row: unknown }>(
    db,
    sql.raw(`select row_to_json(t) as row from "${table}" t`),
  )
  return rows.map((r) => r.row)
}

/** Every media key the database refers to; the backup copies exactly those files. */
async function referencedMediaKeys(db: Db): Promise<string[]> {
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

/**
 * Writes a gzip'd JSON-lines file: the rows of every table, then every referenced media file.
 * The rows are read in one repeatable-read transaction, so the copy is consistent.
 */
export async function writeBackup(db: Db, media: MediaStorage, file: string) {
  const counts = { rows: 0, media: 0 }
  async function* lines(): AsyncGenerator<string> {
    const emit = (line: Line) => `${JSON.stringify(line)}\n`
    yield emit({
      kind: 'header',
      format: formatVersion,
      createdAt: new Date().toISOString(),
      tables: backupTables,
    })
    const snapshot: { table: string; rows: unknown[] }[] = []
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`)
      for (const table of backupTables)
        snapshot.push({ table, rows: await rowsOf(tx as unknown as Db, table) })
    })
    for (const { table, rows } of snapshot) {
      for (let i = 0; i < rows.length; i += rowsPerLine)
        yield emit({ kind: 'rows', table, rows: rows.slice(i, i + rowsPerLine) })
      counts.rows += rows.length
    }
    for (const key of await referencedMediaKeys(db)) {
      const object = await media.get(key)
      if (!object) continue
      counts.media++
      yield emit({ kind: 'media', key, content: object.body.toString('base64') })
    }
    yield emit({ kind: 'end', ...counts })
  }
  const temporary = `${file}.partial`
  await pipeline(Readable.from(lines()), zlib.createGzip(), fs.createWriteStream(temporary))
  // only a complete file gets the real name
  fs.renameSync(temporary, file)
  return counts
}

export class BackupFileError extends Error {}

/**
 * Replaces the whole database (and media) with a backup, in one transaction: a bad or truncated
 * file leaves the database as it was.
 */
export async function restoreBackup(db: Db, media: MediaStorage, file: string) {
  const mediaFiles: { key: string; content: string }[] = []
  const counts = { rows: 0, media: 0 }
  let sawEnd = false
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`truncate ${backupTables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
    )
    let first = true
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
        await tx.execute(
          sql`insert into ${sql.identifier(line.table)} select * from json_populate_recordset(null::${sql.identifier(line.table)}, ${JSON.stringify(line.rows)}::json)`,
        )
        counts.rows += line.rows.length
      } else if (line.kind === 'media') {
        mediaFiles.push({ key: line.key, content: line.content })
      } else if (line.kind === 'end') {
        sawEnd = line.rows === counts.rows
      }
    }
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
  for (const { key, content } of mediaFiles) {
    await media.put(key, Buffer.from(content, 'base64'), contentTypeOf(key))
    counts.media++
  }
  return counts
}
