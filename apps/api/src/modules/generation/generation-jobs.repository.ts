import { and, count, eq, gt, inArray, isNull, lt, min, ne, or, sql, type SQL } from 'drizzle-orm'
import type { GenerationEvent } from '@scout/shared/schemas/generation'
import type { Db, Executor } from '../../db/client'
import { generationJobs } from '../../db/schema'

export type JobRow = typeof generationJobs.$inferSelect
type FinalState = 'done' | 'failed' | 'cancelled'

/** the message a job gets when the process running it stopped renewing its lease */
export const leaseLostMessage = 'The server running this generation stopped; try again in a moment.'

const appended = (events: GenerationEvent | GenerationEvent[]) =>
  sql`${generationJobs.events} || ${JSON.stringify(Array.isArray(events) ? events : [events])}::jsonb`

/** a running job whose process stopped renewing its lease, or past its budget with no one to end it */
const stale = or(lt(generationJobs.leaseUntil, sql`now()`), lt(generationJobs.deadline, sql`now()`))

/** Fails the running jobs matching `where` whose lease expired (any process may: the owner is gone). */
async function failStale(db: Executor, where: SQL | undefined) {
  await db
    .update(generationJobs)
    .set({
      state: 'failed',
      events: appended({ type: 'failed', message: leaseLostMessage }),
      updatedAt: sql`now()`,
    })
    .where(and(where, eq(generationJobs.state, 'running'), stale))
}

export type StartOutcome =
  { kind: 'joined'; job: JobRow } | { kind: 'started'; job: JobRow } | { kind: 'limited'; retryAt: Date }

/**
 * Starts a job, or joins the running one of the same account and text, in one transaction under a per-account
 * lock: two processes asked at once agree on one job, and the hourly limit (`limit`, none for administrators)
 * counts across processes. A job that opened an existing table does not count.
 */
export async function startOrJoinJob(
  db: Db,
  fields: {
    id: string
    userId: number
    key: string
    text: string
    owner: string
    leaseMs: number
    budgetMs: number
  },
  limit: number | null,
): Promise<StartOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(2600, ${fields.userId})`)
    const mine = eq(generationJobs.userId, fields.userId)
    const sameText = and(mine, eq(generationJobs.key, fields.key), eq(generationJobs.state, 'running'))
    const [running] = await tx
      .select({ job: generationJobs, stale: sql<boolean>`${stale}` })
      .from(generationJobs)
      .where(sameText)
    // a running job whose process is gone is failed (a write only then) and a new one starts
    if (running?.stale) await failStale(tx, eq(generationJobs.id, running.job.id))
    else if (running) return { kind: 'joined', job: running.job }
    if (limit !== null) {
      const [used] = await tx
        .select({ jobs: count(), first: min(generationJobs.createdAt) })
        .from(generationJobs)
        .where(
          and(
            mine,
            gt(generationJobs.createdAt, sql`now() - interval '1 hour'`),
            or(isNull(generationJobs.createdTable), ne(generationJobs.createdTable, false)),
          ),
        )
      if ((used?.jobs ?? 0) >= limit)
        return { kind: 'limited', retryAt: new Date((used!.first ?? new Date()).getTime() + 3_600_000) }
    }
    const [job] = await tx
      .insert(generationJobs)
      .values({
        id: fields.id,
        userId: fields.userId,
        key: fields.key,
        text: fields.text,
        owner: fields.owner,
        leaseUntil: sql`now() + ${`${fields.leaseMs} milliseconds`}::interval`,
        deadline: sql`now() + ${`${fields.budgetMs} milliseconds`}::interval`,
      })
      .returning()
    return { kind: 'started', job: job! }
  })
}

/**
 * Appends events to a running job (the last may end it). False when the job is no longer running: cancelled
 * or failed through another process, so its work should stop.
 */
export async function appendJobEvent(
  db: Executor,
  id: string,
  event: GenerationEvent | GenerationEvent[],
  end?: { state: FinalState; createdTable?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(generationJobs)
    .set({
      events: appended(event),
      updatedAt: sql`now()`,
      ...(end ? { state: end.state, createdTable: end.createdTable ?? null } : {}),
    })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.state, 'running')))
    .returning({ id: generationJobs.id })
  return rows.length > 0
}

/** Renews the lease of this process's running jobs; answers those no longer running (to be aborted). */
export async function renewLeases(db: Executor, ids: string[], leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .update(generationJobs)
    .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(inArray(generationJobs.id, ids), eq(generationJobs.state, 'running')))
    .returning({ id: generationJobs.id })
  const alive = new Set(rows.map((row) => row.id))
  return new Set(ids.filter((id) => !alive.has(id)))
}

/** The job, after failing it when its process is gone (a write only then: streams read this often). */
export async function readJob(db: Executor, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id))
  const now = Date.now()
  if (row?.state !== 'running' || (row.leaseUntil.getTime() > now && row.deadline.getTime() > now))
    return row ?? null
  await failStale(db, eq(generationJobs.id, id))
  const [failed] = await db.select().from(generationJobs).where(eq(generationJobs.id, id))
  return failed ?? null
}

/** Only the job's state: what its owner checks before saving (a cancel through another process). */
export async function readJobState(db: Executor, id: string): Promise<JobRow['state'] | null> {
  const [row] = await db
    .select({ state: generationJobs.state })
    .from(generationJobs)
    .where(eq(generationJobs.id, id))
  return row?.state ?? null
}

/** Cancels the account's running job; answers the job as it is then, or null when it is not theirs. */
export async function cancelJob(db: Executor, id: string, userId: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, id), eq(generationJobs.userId, userId)))
  if (!row) return null
  if (row.state !== 'running') return row
  await appendJobEvent(
    db,
    id,
    { type: 'cancelled', message: 'Generation was cancelled.' },
    { state: 'cancelled' },
  )
  return readJob(db, id)
}

/** How long a finished job's row is kept: well past the hourly limit it counts towards, for late readers. */
export const jobRetentionDays = 7

/**
 * Deletes the jobs that ended (or whose process died) more than the retention ago. Several processes may
 * run it at once: each deletes what is left, and a row two of them reach is deleted once.
 */
export async function purgeOldJobs(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - jobRetentionDays * 24 * 3600_000)
  const gone = await db
    .delete(generationJobs)
    .where(
      and(
        lt(generationJobs.createdAt, before),
        or(ne(generationJobs.state, 'running'), lt(generationJobs.deadline, now)),
      ),
    )
    .returning({ id: generationJobs.id })
  return gone.length
}
