import { and, asc, eq, gt, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm'
import { branchPrefix } from '@scout/shared/schemas/enrichment'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { saveLenders, saveLendersOfMany, type Lender } from '../generation/lenders.repository'

export type TableToSuggest = { id: number; name: string }
/** `learntFrom`: the tables that lent columns, else the most similar (decision 017), with their similarity */
export type Suggestion = { id: number; parameters: Parameter[]; learntFrom: Lender[] }

/**
 * A table the engine may suggest parameters for: one of the catalogue's (or uploaded) with none. Generated
 * tables always have columns; their review is another path.
 */
const lacksParameters = and(sql`${omniclasses.parameters} = '[]'::jsonb`, ne(omniclasses.source, 'generated'))

/** `23-17` (or `23-17 00 00`): that table and every table under it (`23-17 11 00`…), by number. */
function underBranch(branch: string | null): SQL | undefined {
  if (!branch) return undefined
  const prefix = branchPrefix(branch) ?? branch
  return or(eq(omniclasses.number, prefix), like(omniclasses.number, `${prefix} %`))
}

export async function countTablesWithoutParameters(db: Executor, branch: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(omniclasses)
    .where(and(lacksParameters, underBranch(branch)))
  return row?.count ?? 0
}

/** The next tables of a run, in id order after `afterId`: a resumed run goes on where it stopped. */
export async function listTablesWithoutParameters(
  db: Executor,
  branch: string | null,
  afterId: number,
  limit: number,
): Promise<TableToSuggest[]> {
  return db
    .select({ id: omniclasses.id, name: omniclasses.name })
    .from(omniclasses)
    .where(and(lacksParameters, underBranch(branch), gt(omniclasses.id, afterId)))
    .orderBy(asc(omniclasses.id))
    .limit(limit)
}

/**
 * The lenders' own parameters: suggested ones do not lend, so that one suggestion's mistakes do not spread to
 * the next table of the run (as generated tables awaiting review lend nothing to generation).
 */
export async function listLendableParameters(db: Executor, ids: number[]): Promise<Map<number, Parameter[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: omniclasses.id, parameters: omniclasses.parameters })
    .from(omniclasses)
    .where(
      and(
        inArray(omniclasses.id, ids),
        eq(omniclasses.parametersSuggested, false),
        sql`${omniclasses.parameters} <> '[]'::jsonb`,
      ),
    )
  return new Map(rows.map((row) => [row.id, row.parameters]))
}

/**
 * Stores a batch of suggestions in one statement, only where the table still has no parameters (another
 * process, an administrator or an earlier visit may have given it some meanwhile), and records the lenders of
 * those written. Answers the ids written. `updated_at` is left alone on purpose: it keys the catalogue model's
 * version (generation.repository), and parameters teach the model nothing, so a run does not rebuild it.
 */
export async function storeSuggestions(db: Executor, suggestions: Suggestion[]): Promise<number[]> {
  if (suggestions.length === 0) return []
  const payload = JSON.stringify(suggestions.map((s) => ({ id: s.id, parameters: s.parameters })))
  const result = (await db.execute(sql`
    update omniclasses as o
       set parameters = v.parameters, parameters_suggested = true
      from jsonb_to_recordset(${payload}::jsonb) as v(id integer, parameters jsonb)
     where o.id = v.id and o.parameters = '[]'::jsonb and o.source <> 'generated'
    returning o.id`)) as unknown as { rows: { id: number }[] }
  const written = new Set(result.rows.map((row) => Number(row.id)))
  const stored = suggestions.filter((suggestion) => written.has(suggestion.id))
  if (stored.length === 1) await saveLenders(db, stored[0]!.id, stored[0]!.learntFrom)
  else
    await saveLendersOfMany(
      db,
      stored.map((suggestion) => ({ omniclassId: suggestion.id, lenders: suggestion.learntFrom })),
    )
  return [...written]
}
