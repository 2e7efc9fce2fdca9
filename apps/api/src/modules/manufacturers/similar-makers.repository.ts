import { and, asc, eq, exists, like, or } from 'drizzle-orm'
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
  const lenders = await db
    .select({ number: omniclasses.number, similarity: omniclassLenders.similarity })
    .from(omniclassLenders)
    .innerJoin(omniclasses, eq(omniclasses.id, omniclassLenders.lenderId))
    .where(eq(omniclassLenders.omniclassId, omniclassId))
  const direct = await listMakersOfTheLenders(db, omniclassId)
  if (direct.length >= maxSimilarMakers) return direct
  return mergeBest([...direct, ...(await listMakersOfLenderFamilies(db, lenders))])
}

async function listMakersOfTheLenders(db: Executor, omniclassId: number): Promise<SimilarMaker[]> {
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
  return mergeBest(
    rows.map(({ row, lenderName, lenderNumber, similarity }) => ({
      row,
      lender: { name: lenderName, number: lenderNumber },
      similarity,
    })),
  )
}

/** each manufacturer once, with its most similar table, ranked, at most `maxSimilarMakers` */
function mergeBest(makers: SimilarMaker[]): SimilarMaker[] {
  const best = new Map<number, SimilarMaker>()
  for (const maker of makers) {
    const kept = best.get(maker.row.id)
    if (!kept || kept.similarity < maker.similarity) best.set(maker.row.id, maker)
  }
  return [...best.values()].sort(bySimilarity).slice(0, maxSimilarMakers)
}

/**
 * On a licensed catalogue most lenders have no manufacturer yet (issue 27: the full Table 23 has 6,822 tables,
 * a few dozen with makers). Then the makers of the lenders' own branches are offered: a table under the same
 * number as a lender ("23-17 11 13 11" → "23-17 11 13", then "23-17 11"), never a branch broader than two
 * levels below the table (`23-17 11`, doors; not `23-17`, every opening). Each counts as less similar than
 * the lender itself: its similarity times the share of the lender's number the branch keeps, halved.
 */
async function listMakersOfLenderFamilies(
  db: Executor,
  lenders: { number: string | null; similarity: number }[],
): Promise<SimilarMaker[]> {
  const branches = new Map<string, number>()
  for (const { number, similarity } of lenders) {
    const levels = (number ?? '').split(' ').filter((level, i) => i === 0 || !/^0+$/.test(level))
    for (let kept = levels.length - 1; kept >= minBranchLevels; kept--) {
      const branch = levels.slice(0, kept).join(' ')
      const score = (similarity * kept) / levels.length / 2
      branches.set(branch, Math.max(branches.get(branch) ?? 0, score))
    }
  }
  if (branches.size === 0) return []
  const rows = await db
    .select({ row: manufacturers, name: omniclasses.name, number: omniclasses.number })
    .from(manufacturerOmniclasses)
    .innerJoin(omniclasses, eq(omniclasses.id, manufacturerOmniclasses.omniclassId))
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(or(...[...branches.keys()].map((branch) => like(omniclasses.number, `${branch} %`))))
  return rows.map(({ row, name, number }) => {
    const levels = (number ?? '').split(' ')
    // the deepest branch of a lender this table sits under decides its score
    let similarity = 0
    for (let kept = levels.length; kept >= minBranchLevels && !similarity; kept--)
      similarity = branches.get(levels.slice(0, kept).join(' ')) ?? 0
    return { row, lender: { name, number }, similarity }
  })
}

/** "23-17 11": a table's number family and its first level below, the broadest branch offered */
const minBranchLevels = 2

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
