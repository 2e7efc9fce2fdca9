import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { OmniclassSource, Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers, omniclasses, variants } from '../../db/schema'
import { badRequest } from '../../lib/app-error'

export type OmniclassFields = {
  number?: string | null
  name: string
  parameters: Parameter[]
  reviewed?: boolean
  source?: OmniclassSource
  suggestedNumber?: string | null
  /** issue 27: cleared once an administrator saves or accepts a table's suggested parameters */
  parametersSuggested?: boolean
}

function listForMessage(items: string[]) {
  const shown = items
    .slice(0, 10)
    .map((item) => `"${item}"`)
    .join(', ')
  return items.length > 10 ? `${shown} and ${items.length - 10} more` : shown
}

/** Manufacturers by title (case, spacing and underscores aside); an unknown title is refused by name. */
export async function resolveManufacturers(db: Executor, titles: string[]) {
  const keys = [...new Set(titles.map(toNameKey))]
  if (keys.length === 0) return []
  const found = await db
    .select({ id: manufacturers.id, title: manufacturers.title, titleKey: manufacturers.titleKey })
    .from(manufacturers)
    .where(inArray(manufacturers.titleKey, keys))
  const known = new Set(found.map((m) => m.titleKey))
  const unknown = [...new Set(titles.filter((title) => !known.has(toNameKey(title))))]
  if (unknown.length)
    throw badRequest(`Unknown manufacturer${unknown.length > 1 ? 's' : ''}: ${listForMessage(unknown)}`)
  return found
}

export async function insertOmniclass(db: Executor, fields: OmniclassFields) {
  const [row] = await db
    .insert(omniclasses)
    .values({ ...fields, nameKey: toNameKey(fields.name) })
    .returning()
  return row!
}

export async function updateOmniclass(db: Executor, id: number, fields: Partial<OmniclassFields>) {
  const [row] = await db
    .update(omniclasses)
    .set({ ...fields, ...(fields.name ? { nameKey: toNameKey(fields.name) } : {}), updatedAt: new Date() })
    .where(eq(omniclasses.id, id))
    .returning()
  return row!
}

/** Deletes the table; its associations and variants go with it, images keep their manufacturer. */
export async function deleteOmniclass(db: Executor, id: number) {
  const [counts] = await db
    .select({
      variants: db.$count(variants, eq(variants.omniclassId, id)),
      associations: db.$count(manufacturerOmniclasses, eq(manufacturerOmniclasses.omniclassId, id)),
    })
    .from(omniclasses)
    .where(eq(omniclasses.id, id))
  await db.delete(omniclasses).where(eq(omniclasses.id, id))
  return { variants: Number(counts?.variants ?? 0), associations: Number(counts?.associations ?? 0) }
}

/** Makes the table's manufacturers exactly `titles`; answers what changed, for the audit log. */
export async function setAssociations(db: Executor, omniclassId: number, titles: string[]) {
  const found = await resolveManufacturers(db, titles)
  const before = await db
    .select({ id: manufacturerOmniclasses.manufacturerId, title: manufacturers.title })
    .from(manufacturerOmniclasses)
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(eq(manufacturerOmniclasses.omniclassId, omniclassId))
  const keep = found.map((m) => m.id)
  await db
    .delete(manufacturerOmniclasses)
    .where(
      and(
        eq(manufacturerOmniclasses.omniclassId, omniclassId),
        keep.length ? notInArray(manufacturerOmniclasses.manufacturerId, keep) : undefined,
      ),
    )
  if (found.length) {
    await db
      .insert(manufacturerOmniclasses)
      .values(found.map((m) => ({ manufacturerId: m.id, omniclassId })))
      .onConflictDoNothing()
  }
  const had = new Set(before.map((m) => m.id))
  return {
    added: found.filter((m) => !had.has(m.id)).map((m) => m.title),
    removed: before.filter((m) => !keep.includes(m.id)).map((m) => m.title),
  }
}

export async function associate(db: Executor, omniclassId: number, manufacturerId: number) {
  await db.insert(manufacturerOmniclasses).values({ manufacturerId, omniclassId }).onConflictDoNothing()
}

/**
 * Accepts the suggested parameters of the tables named, as they are (issue 27): they are no longer marked.
 * Answers the names accepted; a name that is unknown or has no suggestion is left out.
 */
export async function acceptSuggestedParameters(db: Executor, names: string[]): Promise<string[]> {
  const keys = [...new Set(names.map(toNameKey))]
  const rows = await db
    .update(omniclasses)
    .set({ parametersSuggested: false, updatedAt: new Date() })
    .where(and(inArray(omniclasses.nameKey, keys), eq(omniclasses.parametersSuggested, true)))
    .returning({ name: omniclasses.name })
  return rows.map((row) => row.name)
}
