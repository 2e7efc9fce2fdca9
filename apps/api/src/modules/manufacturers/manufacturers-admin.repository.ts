import { and, eq, ne, sql } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { ManufacturerWrite } from '@scout/shared/schemas/manufacturer'
import type { Executor } from '../../db/client'
import { manufacturers, productImages } from '../../db/schema'
import { conflict } from '../../lib/app-error'
import type { ManufacturerRow } from './manufacturer-json'
import { toManufacturerColumns, type ManufacturerColumns } from './manufacturer-write'

/** PostgreSQL's unique_violation, whether drizzle hands it over bare or wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}

async function assertTitleFree(db: Executor, title: string, exceptId?: number) {
  const key = toNameKey(title)
  const [taken] = await db
    .select({ title: manufacturers.title })
    .from(manufacturers)
    .where(
      exceptId === undefined
        ? eq(manufacturers.titleKey, key)
        : and(eq(manufacturers.titleKey, key), ne(manufacturers.id, exceptId)),
    )
  if (taken) throw conflict(`A manufacturer titled "${taken.title}" already exists`)
}

export async function insertManufacturer(db: Executor, input: ManufacturerWrite) {
  await assertTitleFree(db, input.title)
  const columns = toManufacturerColumns(input) as ManufacturerColumns & { title: string; titleKey: string }
  try {
    const [row] = await db.insert(manufacturers).values(columns).returning()
    return row!
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A manufacturer titled "${input.title}" already exists`)
    throw error
  }
}

export async function updateManufacturer(
  db: Executor,
  current: ManufacturerRow,
  changes: Partial<ManufacturerWrite>,
) {
  if (changes.title !== undefined) await assertTitleFree(db, changes.title, current.id)
  const columns = toManufacturerColumns(changes, current)
  try {
    const [row] = await db
      .update(manufacturers)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(manufacturers.id, current.id))
      .returning()
    return row!
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A manufacturer titled "${changes.title}" already exists`)
    throw error
  }
}

export async function listProductImageFilenames(db: Executor, manufacturerId: number) {
  const rows = await db
    .select({ filename: productImages.filename })
    .from(productImages)
    .where(eq(productImages.manufacturerId, manufacturerId))
  return rows.map((row) => row.filename)
}

/** Deletes the row (contacts, variants, images and associations cascade) and says which files it leaves unused. */
export async function deleteManufacturer(db: Executor, row: ManufacturerRow) {
  const imageFilenames = await listProductImageFilenames(db, row.id)
  await db.delete(manufacturers).where(eq(manufacturers.id, row.id))
  const [shared] = row.logoFilename
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(manufacturers)
        .where(eq(manufacturers.logoFilename, row.logoFilename))
    : [{ count: 0 }]
  return {
    title: row.title,
    logoFilename: row.logoFilename,
    logoShared: (shared?.count ?? 0) > 0,
    imageFilenames,
  }
}
