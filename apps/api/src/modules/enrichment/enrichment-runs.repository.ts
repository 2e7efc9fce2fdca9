import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client'
import { enrichmentRuns } from '../../db/schema'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { isUniqueViolation } from '../omniclass/unique-violation'

export type RunRow = typeof enrichmentRuns.$inferSelect

const leaseFor = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`

export async function readRun(db: Executor, id: number): Promise<RunRow | null> {
  const [row] = await db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, id))
  return row ?? null
}

export async function readLatestRun(db: Executor): Promise<RunRow | null> {
  const [row] = await db.select().from(enrichmentRuns).orderBy(desc(enrichmentRuns.id)).limit(1)
  return row ?? null
}

export async function readRunningRun(db: Executor): Promise<RunRow | null> {
  const [row] = await db.select().from(enrichmentRuns).where(eq(enrichmentRuns.state, 'running'))
  return row ?? null
}

/**
 * A new run, unclaimed (any process's runner takes it), with its audit entry; null when one is running
 * already (the partial unique index decides, across processes).
 */
export async function insertRun(
  db: Db,
  actor: Actor,
  fields: { branch: string | null; total: number },
): Promise<RunRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrichmentRuns)
        .values({ ...fields, createdBy: actor?.id ?? null, createdByEmail: actor?.email ?? null })
        .returning()
      await appendAudit(tx, actor, {
        action: 'start',
        entity: 'enrichment',
        key: fields.branch ?? 'all',
        summary: { run: row!.id, total: fields.total },
      })
      return row!
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/**
 * Claims the running run no live process holds (never claimed, or its lease expired: the process running it
 * stopped), in one statement: of two processes asking at once, one gets it.
 */
export async function claimRun(db: Executor, owner: string, leaseMs: number): Promise<RunRow | null> {
  const [row] = await db
    .update(enrichmentRuns)
    .set({ owner, leaseUntil: leaseFor(leaseMs), updatedAt: sql`now()` })
    .where(
      and(
        eq(enrichmentRuns.state, 'running'),
        or(isNull(enrichmentRuns.leaseUntil), lt(enrichmentRuns.leaseUntil, sql`now()`)),
      ),
    )
    .returning()
  return row ?? null
}

const heldBy = (id: number, owner: string) =>
  and(eq(enrichmentRuns.id, id), eq(enrichmentRuns.owner, owner), eq(enrichmentRuns.state, 'running'))

/** Renews the lease; false when the run is no longer this process's (cancelled, or taken over). */
export async function renewRun(db: Executor, id: number, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(enrichmentRuns)
    .set({ leaseUntil: leaseFor(leaseMs) })
    .where(heldBy(id, owner))
    .returning({ id: enrichmentRuns.id })
  return rows.length > 0
}

/** A batch's progress, in the batch's transaction; false (the caller rolls back) when the run is not ours. */
export async function advanceRun(
  db: Executor,
  id: number,
  owner: string,
  step: { lastId: number; looked: number; suggested: number; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(enrichmentRuns)
    .set({
      lastId: step.lastId,
      done: sql`least(${enrichmentRuns.done} + ${step.looked}, ${enrichmentRuns.total})`,
      suggested: sql`${enrichmentRuns.suggested} + ${step.suggested}`,
      leaseUntil: leaseFor(step.leaseMs),
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, owner))
    .returning({ id: enrichmentRuns.id })
  return rows.length > 0
}

/** The run ran out of tables: done, with the DB Log's "finish" under the administrator who started it. */
export async function finishRun(db: Db, id: number, owner: string): Promise<RunRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(enrichmentRuns)
      .set({
        state: 'done',
        done: sql`${enrichmentRuns.total}`,
        owner: null,
        leaseUntil: null,
        updatedAt: sql`now()`,
        finishedAt: sql`now()`,
      })
      .where(heldBy(id, owner))
      .returning()
    if (!row) return null
    const actor = row.createdBy ? { id: row.createdBy, email: row.createdByEmail ?? '' } : null
    await appendAudit(tx, actor, {
      action: 'finish',
      entity: 'enrichment',
      key: row.branch ?? 'all',
      summary: { run: row.id, total: row.total, suggested: row.suggested },
    })
    return row
  })
}

/** Lets the run go at once (shutdown): another process, or this one restarted, claims it without waiting. */
export async function releaseRun(db: Executor, id: number, owner: string): Promise<void> {
  await db.update(enrichmentRuns).set({ owner: null, leaseUntil: null }).where(heldBy(id, owner))
}

/** Cancels or resumes a run with its audit entry; the batch in flight rolls back, what was done stays. */
export async function setRunState(
  db: Db,
  actor: Actor,
  run: RunRow,
  state: 'cancelled' | 'running',
): Promise<RunRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(enrichmentRuns)
        .set({
          state,
          owner: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
          finishedAt: state === 'cancelled' ? sql`now()` : null,
        })
        .where(and(eq(enrichmentRuns.id, run.id), eq(enrichmentRuns.state, run.state)))
        .returning()
      if (!row) return null
      await appendAudit(tx, actor, {
        action: state === 'cancelled' ? 'cancel' : 'resume',
        entity: 'enrichment',
        key: row.branch ?? 'all',
        summary: { run: row.id, done: row.done, total: row.total, suggested: row.suggested },
      })
      return row
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}
