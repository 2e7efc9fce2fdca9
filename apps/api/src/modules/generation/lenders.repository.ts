import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { omniclassLenders } from '../../db/schema'

export type Lender = { id: number; similarity: number }

/**
 * Records the tables a generated or enriched table learned its columns from, most similar first (issue 27):
 * their manufacturers are offered as "Makers of similar products" while the table has none of its own.
 * Replaces what was recorded before; a table never lends to itself.
 */
export async function saveLenders(db: Executor, omniclassId: number, lenders: Lender[]): Promise<void> {
  await db.delete(omniclassLenders).where(eq(omniclassLenders.omniclassId, omniclassId))
  const rows = lenders
    .filter((lender) => lender.id !== omniclassId)
    .map((lender, rank) => ({ omniclassId, lenderId: lender.id, similarity: lender.similarity, rank }))
  if (rows.length) await db.insert(omniclassLenders).values(rows).onConflictDoNothing()
}

/**
 * `saveLenders` for a whole batch of tables in two statements (issue 27's bulk enrichment writes 25 tables at
 * a time on the request thread of an embedded database): the same rules, each table's lenders replaced.
 */
export async function saveLendersOfMany(
  db: Executor,
  tables: { omniclassId: number; lenders: Lender[] }[],
): Promise<void> {
  if (tables.length === 0) return
  await db.delete(omniclassLenders).where(
    inArray(
      omniclassLenders.omniclassId,
      tables.map((table) => table.omniclassId),
    ),
  )
  const rows = tables.flatMap(({ omniclassId, lenders }) =>
    lenders
      .filter((lender) => lender.id !== omniclassId)
      .map((lender, rank) => ({ omniclassId, lenderId: lender.id, similarity: lender.similarity, rank })),
  )
  if (rows.length) await db.insert(omniclassLenders).values(rows).onConflictDoNothing()
}
