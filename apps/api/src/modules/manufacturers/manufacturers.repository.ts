import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers, omniclasses } from '../../db/schema'

/** Spec §4: verified first, the newest verified_on first among them, then the rest by title. */
const rankOrder = [
  desc(manufacturers.verified),
  sql`${manufacturers.verifiedOn} desc nulls last`,
  asc(manufacturers.titleKey),
]

export async function findManufacturerByTitle(db: Executor, title: string) {
  const [row] = await db
    .select()
    .from(manufacturers)
    .where(eq(manufacturers.titleKey, toNameKey(title)))
  return row
}

/** Rows for the titles that exist, in the order the titles were asked for. */
export async function findManufacturersByTitles(db: Executor, titles: string[]) {
  const keys = [...new Set(titles.map(toNameKey))]
  const rows = []
  for (let start = 0; start < keys.length; start += 5000) {
    const part = keys.slice(start, start + 5000)
    rows.push(...(await db.select().from(manufacturers).where(inArray(manufacturers.titleKey, part))))
  }
  const byKey = new Map(rows.map((row) => [row.titleKey, row]))
  return keys.flatMap((key) => byKey.get(key) ?? [])
}

/** The manufacturers associated with any of these tables, each once, in rank order (one query). */
export async function listManufacturersOfOmniclasses(db: Executor, omniclassIds: number[]) {
  if (omniclassIds.length === 0) return []
  const associated = db
    .select({ id: manufacturerOmniclasses.manufacturerId })
    .from(manufacturerOmniclasses)
    .where(inArray(manufacturerOmniclasses.omniclassId, omniclassIds))
  return db
    .select()
    .from(manufacturers)
    .where(inArray(manufacturers.id, associated))
    .orderBy(...rankOrder)
}

export async function listAllManufacturers(db: Executor) {
  return db.select().from(manufacturers).orderBy(asc(manufacturers.titleKey))
}

/** Titles containing the text (case, spaces and underscores ignored); titles starting with it come first. */
export async function searchManufacturers(db: Executor, text: string | undefined, limit: number) {
  const key = text ? toNameKey(text) : ''
  if (!key) return db.select().from(manufacturers).orderBy(asc(manufacturers.titleKey)).limit(limit)
  const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`)
  return db
    .select()
    .from(manufacturers)
    .where(sql`${manufacturers.titleKey} like ${`%${escaped}%`}`)
    .orderBy(sql`${manufacturers.titleKey} like ${`${escaped}%`} desc`, asc(manufacturers.titleKey))
    .limit(limit)
}

export async function listOmniclassesOfManufacturer(db: Executor, manufacturerId: number) {
  return db
    .select({ number: omniclasses.number, name: omniclasses.name })
    .from(manufacturerOmniclasses)
    .innerJoin(omniclasses, eq(omniclasses.id, manufacturerOmniclasses.omniclassId))
    .where(eq(manufacturerOmniclasses.manufacturerId, manufacturerId))
    .orderBy(sql`${omniclasses.number} asc nulls last`, asc(omniclasses.nameKey))
}

/** Replaces a manufacturer's tables with exactly these. */
export async function setOmniclassesOfManufacturer(
  db: Executor,
  manufacturerId: number,
  omniclassIds: number[],
) {
  await db.delete(manufacturerOmniclasses).where(eq(manufacturerOmniclasses.manufacturerId, manufacturerId))
  if (omniclassIds.length === 0) return
  await db
    .insert(manufacturerOmniclasses)
    .values([...new Set(omniclassIds)].map((omniclassId) => ({ manufacturerId, omniclassId })))
}
