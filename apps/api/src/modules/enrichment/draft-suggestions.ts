import type { Db } from '../../db/client'
import type { GenerationCatalogue } from '../generation/catalogue-cache'
import type { GenerationPool } from '../generation/generation-pool'
import { listLendableParameters, type Suggestion, type TableToSuggest } from './suggestions.repository'

export type SuggestDeps = { db: Db; pool: GenerationPool; catalogue: GenerationCatalogue }

/**
 * Suggested parameters for catalogue tables of their own names (issue 27): generation's read and draft stages
 * on the worker thread (catalogue-worker.ts), a whole batch per call, the lenders' parameters read between
 * them. A table never lends to itself; suggested parameters lend to no one. Nothing is written here.
 */
export async function draftSuggestions(deps: SuggestDeps, tables: TableToSuggest[]): Promise<Suggestion[]> {
  if (tables.length === 0) return []
  // kept current from the change log: no scan of the catalogue per batch (decision 015)
  const { snapshot } = await deps.catalogue.read()
  const read = await deps.pool.suggestRead(snapshot, tables)
  const lent = await listLendableParameters(deps.db, [...new Set(read.flatMap((table) => table.lenderIds))])
  const drafts = await deps.pool.suggestDraft(snapshot, read, lent)
  const learntFrom = new Map(read.map((table) => [table.id, table.learntFrom]))
  return drafts.map((draft) => ({ ...draft, learntFrom: learntFrom.get(draft.id) ?? [] }))
}
