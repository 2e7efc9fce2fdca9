import type { Db } from '../../db/client'
import { getCatalogueSnapshot, type CatalogueSnapshot } from '../generation/catalogue-cache'
import type { GenerationPool } from '../generation/generation-pool'
import { listLendableParameters, type Suggestion, type TableToSuggest } from './suggestions.repository'

export type SuggestDeps = { db: Db; pool: GenerationPool }

/**
 * Suggested parameters for catalogue tables of their own names (issue 27): generation's read and draft stages
 * on the worker thread (catalogue-worker.ts), a whole batch per call, the lenders' parameters read between
 * them. A table never lends to itself; suggested parameters lend to no one. Nothing is written here.
 */
export async function draftSuggestions(
  deps: SuggestDeps,
  tables: TableToSuggest[],
  /** a run passes the snapshot it holds (re-read now and then), sparing a scan of the catalogue per batch */
  given?: CatalogueSnapshot,
): Promise<Suggestion[]> {
  if (tables.length === 0) return []
  const snapshot = given ?? (await getCatalogueSnapshot(deps.db))
  const read = await deps.pool.suggestRead(snapshot, tables)
  const lent = await listLendableParameters(deps.db, [...new Set(read.flatMap((table) => table.lenderIds))])
  const drafts = await deps.pool.suggestDraft(snapshot, read, lent)
  const lenderIds = new Map(read.map((table) => [table.id, table.lenderIds]))
  return drafts.map((draft) => ({ ...draft, lenderIds: lenderIds.get(draft.id) ?? [] }))
}
