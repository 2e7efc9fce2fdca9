import { and, asc, eq } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { manufacturers, omniclasses, variants } from '../../db/schema'

export async function findManufacturerByTitle(db: Executor, title: string) {
  const [row] = await db
    .select({ id: manufacturers.id, title: manufacturers.title })
    .from(manufacturers)
    .where(eq(manufacturers.titleKey, toNameKey(title)))
    .limit(1)
  return row ?? null
}

export async function findVariant(db: Executor, omniclassId: number, manufacturerId: number) {
  const [row] = await db
    .select()
    .from(variants)
    .where(and(eq(variants.omniclassId, omniclassId), eq(variants.manufacturerId, manufacturerId)))
    .limit(1)
  return row ?? null
}

export async function insertVariant(
  db: Executor,
  input: { omniclassId: number; manufacturerId: number; parameters: Parameter[]; productNames: string[] },
) {
  const [row] = await db.insert(variants).values(input).returning()
  return row!
}

export async function updateVariant(
  db: Executor,
  id: number,
  fields: { parameters?: Parameter[]; productNames?: string[] },
) {
  const [row] = await db
    .update(variants)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(variants.id, id))
    .returning()
  return row!
}

/** The (table, manufacturer) pairs that have a variant, optionally for one table or one manufacturer. */
export async function listVariantPairs(
  db: Executor,
  filter: { omniclassId?: number; manufacturerId?: number },
) {
  return db
    .select({
      omniclassName: omniclasses.name,
      omniclassNumber: omniclasses.number,
      manufacturerTitle: manufacturers.title,
    })
    .from(variants)
    .innerJoin(omniclasses, eq(omniclasses.id, variants.omniclassId))
    .innerJoin(manufacturers, eq(manufacturers.id, variants.manufacturerId))
    .where(
      and(
        filter.omniclassId ? eq(variants.omniclassId, filter.omniclassId) : undefined,
        filter.manufacturerId ? eq(variants.manufacturerId, filter.manufacturerId) : undefined,
      ),
    )
    .orderBy(asc(omniclasses.name), asc(manufacturers.title))
}
