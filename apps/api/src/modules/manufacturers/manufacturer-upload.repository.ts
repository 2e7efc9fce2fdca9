import { sql } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers } from '../../db/schema'
import type { UploadedRow } from './manufacturer-upload'
import { toManufacturerColumns, type ManufacturerColumns } from './manufacturer-write'
import { findManufacturersByTitles } from './manufacturers.repository'

const chunkSize = 1000
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

/**
 * Creates new manufacturers and updates existing ones (by title) with the fields each row gives, in a few
 * statements: rows that give the same fields share one `insert … on conflict do update`.
 */
export async function upsertManufacturers(
  db: Executor,
  rows: UploadedRow[],
  omniclassIdsOf: (row: UploadedRow) => number[],
) {
  const existing = new Map(
    (
      await findManufacturersByTitles(
        db,
        rows.map((r) => r.row.title),
      )
    ).map((m) => [m.titleKey, m]),
  )
  const groups = new Map<string, (ManufacturerColumns & { title: string; titleKey: string })[]>()
  for (const { row } of rows) {
    const { omniclasses: _tables, ...fields } = row
    const columns = toManufacturerColumns(
      fields,
      existing.get(toNameKey(row.title)),
    ) as ManufacturerColumns & { title: string; titleKey: string }
    const signature = Object.keys(columns).sort().join(',')
    groups.set(signature, [...(groups.get(signature) ?? []), columns])
  }

  const idByKey = new Map<string, number>()
  for (const [signature, group] of groups) {
    const set = Object.fromEntries(
      signature
        .split(',')
        .filter((name) => name !== 'titleKey')
        .map((name) => [name, sql.raw(`excluded.${snakeCase(name)}`)]),
    )
    for (const part of chunks(group, chunkSize)) {
      const written = await db
        .insert(manufacturers)
        .values(part)
        .onConflictDoUpdate({ target: manufacturers.titleKey, set: { ...set, updatedAt: sql`now()` } })
        .returning({ id: manufacturers.id, titleKey: manufacturers.titleKey })
      for (const { id, titleKey } of written) idByKey.set(titleKey, id)
    }
  }

  const pairs = rows.flatMap((row) =>
    omniclassIdsOf(row).map((omniclassId) => ({
      manufacturerId: idByKey.get(toNameKey(row.row.title))!,
      omniclassId,
    })),
  )
  for (const part of chunks(pairs, 5000))
    await db.insert(manufacturerOmniclasses).values(part).onConflictDoNothing()
  const updated = rows.filter(({ row }) => existing.has(toNameKey(row.title))).length
  return { created: rows.length - updated, updated }
}
