import { and, asc, eq, exists, or } from 'drizzle-orm'
import { maxSimilarMakers } from '@scout/shared/schemas/manufacturer'
import type { Executor } from '../../db/client'
import {
  manufacturerOmniclasses,
  manufacturers,
  omniclassLenders,
  omniclasses,
  productImages,
  variants,
} from '../../db/schema'
import type { ManufacturerRow } from './manufacturer-json'

export type SimilarMaker = {
  row: ManufacturerRow
  /** the table it makes, which the asked table learned from */
  lender: { name: string; number: string | null }
  similarity: number
}

/** Whether any manufacturer is associated with the table itself. */
export async function hasOwnManufacturers(db: Executor, omniclassId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: manufacturerOmniclasses.manufacturerId })
    .from(manufacturerOmniclasses)
    .where(eq(manufacturerOmniclasses.omniclassId, omniclassId))
    .limit(1)
  return Boolean(row)
}

/** Whether the manufacturer is associated with the table itself. */
export async function isAssociated(db: Executor, manufacturerId: number, omniclassId: number) {
  const [row] = await db
    .select({ id: manufacturerOmniclasses.manufacturerId })
    .from(manufacturerOmniclasses)
    .where(
      and(
        eq(manufacturerOmniclasses.manufacturerId, manufacturerId),
        eq(manufacturerOmniclasses.omniclassId, omniclassId),
      ),
    )
  return Boolean(row)
}

// the most similar lender first; among equals verified first, newest verification first, then by title
function bySimilarity(a: SimilarMaker, b: SimilarMaker) {
  return (
    b.similarity - a.similarity ||
    Number(b.row.verified) - Number(a.row.verified) ||
    (b.row.verifiedOn ?? '').localeCompare(a.row.verifiedOn ?? '') ||
    a.row.titleKey.localeCompare(b.row.titleKey)
  )
}

/**
 * The manufacturers of the tables this one learned from (omniclass_lenders), each once with its most similar
 * lender, ranked (`bySimilarity`), at most `maxSimilarMakers`. One query; the caller decides whether they
 * are offered (only while the table has none of its own).
 */
export async function listMakersOfLenders(db: Executor, omniclassId: number): Promise<SimilarMaker[]> {
  const rows = await db
    .select({
      row: manufacturers,
      lenderName: omniclasses.name,
      lenderNumber: omniclasses.number,
      similarity: omniclassLenders.similarity,
    })
    .from(omniclassLenders)
    .innerJoin(omniclasses, eq(omniclasses.id, omniclassLenders.lenderId))
    .innerJoin(manufacturerOmniclasses, eq(manufacturerOmniclasses.omniclassId, omniclassLenders.lenderId))
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(eq(omniclassLenders.omniclassId, omniclassId))
    .orderBy(asc(omniclassLenders.rank), asc(manufacturers.titleKey))
  const best = new Map<number, SimilarMaker>()
  for (const { row, lenderName, lenderNumber, similarity } of rows) {
    const kept = best.get(row.id)
    if (kept && kept.similarity >= similarity) continue
    best.set(row.id, { row, lender: { name: lenderName, number: lenderNumber }, similarity })
  }
  return [...best.values()].sort(bySimilarity).slice(0, maxSimilarMakers)
}

/** The makers of similar products Step 3 offers for a table: none once it has a manufacturer of its own. */
export async function listOfferedSimilarMakers(db: Executor, omniclassId: number): Promise<SimilarMaker[]> {
  if (await hasOwnManufacturers(db, omniclassId)) return []
  return listMakersOfLenders(db, omniclassId)
}

/**
 * Whether a manufacturer is one of the table's own: associated with it or with `parentId` (the Expand list),
 * or offering it in a variant or a product image (the by-manufacturer page). One query.
 */
export async function isOwnManufacturer(
  db: Executor,
  manufacturerId: number,
  omniclassId: number,
  parentId?: number,
): Promise<boolean> {
  const associated = db
    .select({ one: manufacturerOmniclasses.manufacturerId })
    .from(manufacturerOmniclasses)
    .where(
      and(
        eq(manufacturerOmniclasses.manufacturerId, manufacturerId),
        parentId === undefined
          ? eq(manufacturerOmniclasses.omniclassId, omniclassId)
          : or(
              eq(manufacturerOmniclasses.omniclassId, omniclassId),
              eq(manufacturerOmniclasses.omniclassId, parentId),
            ),
      ),
    )
  const variant = db
    .select({ one: variants.id })
    .from(variants)
    .where(and(eq(variants.manufacturerId, manufacturerId), eq(variants.omniclassId, omniclassId)))
  const image = db
    .select({ one: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.manufacturerId, manufacturerId), eq(productImages.omniclassId, omniclassId)))
  const [row] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(and(eq(manufacturers.id, manufacturerId), or(exists(associated), exists(variant), exists(image))))
  return Boolean(row)
}
