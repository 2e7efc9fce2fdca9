import crypto from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { draftSuggestions, type SuggestDeps } from './draft-suggestions'
import {
  advanceRun,
  claimRun,
  finishRun,
  releaseRun,
  renewRun,
  type RunRow,
} from './enrichment-runs.repository'
import { listTablesWithoutParameters, storeSuggestions } from './suggestions.repository'
import type { Traffic } from '../../lib/traffic'

export type RunnerOptions = {
  /** tables per worker call and per write */
  batchSize: number
  /** how long a run stays this process's without a renewal; renewed every third of it and by every batch */
  leaseMs: number
  /** how often an idle process looks for a run to claim (a new one, or one whose process stopped) */
  pollMs: number
  /** the pause between batches, in which searches and the page's requests run */
  pauseMs: number
  /**
   * and at least this share of the last batch's time while no one is using the API: the worker thread then
   * leaves a core alone that long (1: busy half of the time)
   */
  restShare: number
  /**
   * the share instead while people are (a request began within `busyWindowMs`): on two cores, searches that
   * arrive while a batch runs wait for the CPU and, on the embedded database, for its queries
   */
  busyRestShare: number
  busyWindowMs: number
}

export const defaultRunnerOptions: RunnerOptions = {
  batchSize: 25,
  leaseMs: 30_000,
  pollMs: 5_000,
  pauseMs: 40,
  restShare: 0.5,
  busyRestShare: 3,
  busyWindowMs: 2_000,
}

/** How long the runner rests after a batch that took `batchMs`, the last request `sinceRequestMs` ago. */
export function restAfterBatch(
  batchMs: number,
  sinceRequestMs: number,
  options: Pick<RunnerOptions, 'pauseMs' | 'restShare' | 'busyRestShare' | 'busyWindowMs'>,
): number {
  const share = sinceRequestMs < options.busyWindowMs ? options.busyRestShare : options.restShare
  return Math.max(options.pauseMs, batchMs * share)
}

class LostRun extends Error {}

/**
 * Every API process runs one (decision 016): it claims the running enrichment no live process holds, and
 * suggests parameters a batch at a time on the worker pool, each batch's suggestions, lenders and progress in
 * one transaction that commits only while the run is still this process's: a cancelled or taken-over run
 * rolls its batch in flight back and stops, and what was committed stays.
 */
export function createEnrichmentRunner(
  deps: SuggestDeps & { log: FastifyBaseLogger; traffic?: Traffic },
  options: RunnerOptions = defaultRunnerOptions,
) {
  const owner = crypto.randomUUID()
  let stopped = false
  let active: Promise<void> | null = null

  async function batch(run: RunRow, lastId: number): Promise<number | null> {
    const tables = await listTablesWithoutParameters(deps.db, run.branch, lastId, options.batchSize)
    if (tables.length === 0) return null
    const suggestions = await draftSuggestions(deps, tables)
    const next = tables.at(-1)!.id
    await deps.db.transaction(async (tx) => {
      const written = await storeSuggestions(tx, suggestions)
      const step = {
        lastId: next,
        looked: tables.length,
        suggested: written.length,
        leaseMs: options.leaseMs,
      }
      if (!(await advanceRun(tx, run.id, owner, step))) throw new LostRun()
    })
    return next
  }

  async function execute(run: RunRow) {
    let lost = false
    const renewal = setInterval(() => {
      renewRun(deps.db, run.id, owner, options.leaseMs)
        .then((held) => (lost ||= !held))
        .catch(() => {}) // the database is away: the lease lapses and another process takes the run over
    }, options.leaseMs / 3)
    try {
      for (let lastId: number | null = run.lastId; !stopped && !lost;) {
        const started = performance.now()
        lastId = await batch(run, lastId)
        if (lastId === null) {
          await finishRun(deps.db, run.id, owner)
          return
        }
        // searches and page loads run between batches (the embedded database answers on this thread)
        const sinceRequest = performance.now() - (deps.traffic?.lastRequestAt ?? Number.NEGATIVE_INFINITY)
        await sleep(restAfterBatch(performance.now() - started, sinceRequest, options))
      }
    } catch (error) {
      if (error instanceof LostRun) return
      deps.log.error({ err: error }, `enrichment run ${run.id} failed a batch; it is retried`)
    } finally {
      clearInterval(renewal)
      // on shutdown or after an error: let the run go now, for another process or the next poll
      await releaseRun(deps.db, run.id, owner).catch(() => {})
    }
  }

  async function tick() {
    if (stopped || active) return
    const run = await claimRun(deps.db, owner, options.leaseMs)
    if (!run || stopped) {
      if (run) await releaseRun(deps.db, run.id, owner)
      return
    }
    active = execute(run).finally(() => (active = null))
  }

  const poll = () =>
    void tick().catch((error: unknown) => deps.log.warn({ err: error }, 'enrichment: claim failed'))
  const timer = setInterval(poll, options.pollMs)
  timer.unref()

  return {
    owner,
    /** looks for a run now (after one was started or resumed through this process) */
    wake: poll,
    /** the batch in flight, if any, settled (tests) */
    idle: async () => {
      await active
    },
    /** on shutdown: stops after the batch in flight and lets the run go for another process */
    async stop() {
      stopped = true
      clearInterval(timer)
      await active
    },
  }
}
