import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { draftSuggestions, type SuggestDeps } from './draft-suggestions'
import { storeSuggestions } from './suggestions.repository'

type Opened = { id: number; name: string; source: string; parameters: unknown[] }

/** per database: the tables this process is suggesting now, and when one last failed */
const running = new WeakMap<Db, Map<number, Promise<void>>>()
const failedAt = new WeakMap<Db, Map<number, number>>()
/** a failed suggestion is tried again on a visit after this long, not on every poll of the page */
const retryAfterMs = 60_000

/** Whether a table opened with no parameters gets a suggestion: the catalogue's and uploaded ones. */
export function wantsSuggestion(table: Opened): boolean {
  return table.parameters.length === 0 && table.source !== 'generated'
}

/**
 * Issue 27: opening a catalogue table with no parameters starts a suggestion for it, once per process, off
 * the request thread (the worker pool); the answer says it is pending and the page asks again. It is stored
 * only where the table still has no parameters, so two processes (or a bulk run) racing on it write once.
 * Answers whether a suggestion is pending.
 */
export function suggestOnOpen(deps: SuggestDeps & { log: FastifyBaseLogger }, table: Opened): boolean {
  if (!wantsSuggestion(table)) return false
  const mine = running.get(deps.db) ?? new Map<number, Promise<void>>()
  running.set(deps.db, mine)
  if (mine.has(table.id)) return true
  const failures = failedAt.get(deps.db) ?? new Map<number, number>()
  failedAt.set(deps.db, failures)
  if (Date.now() - (failures.get(table.id) ?? 0) < retryAfterMs) return false
  const work = draftSuggestions(deps, [{ id: table.id, name: table.name }])
    .then((suggestions) => deps.db.transaction((tx) => storeSuggestions(tx, suggestions)))
    .then(() => undefined)
    .catch((error: unknown) => {
      failures.set(table.id, Date.now())
      deps.log.warn({ err: error }, `suggesting parameters for "${table.name}" failed`)
    })
    .finally(() => mine.delete(table.id))
  mine.set(table.id, work)
  return true
}

/** Waits for this process's suggestions in flight (tests, and shutdown before the pool closes). */
export async function suggestionsSettled(db: Db): Promise<void> {
  await Promise.all([...(running.get(db)?.values() ?? [])])
}
