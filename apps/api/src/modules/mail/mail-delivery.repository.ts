import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailOutbox } from '../../db/schema'

/**
 * Waits between attempts: 30 s doubling up to an hour. A message is given up only after `maxMailAttempts`
 * failures, which this schedule spreads over more than 24 hours, so a day-long SMTP outage loses nothing.
 */
export function retryDelayMs(attempt: number) {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1))
}
export const minRetrySpanMs = 24 * 60 * 60_000
export const maxMailAttempts = (() => {
  let span = 0
  let attempt = 0
  while (span < minRetrySpanMs) span += retryDelayMs(++attempt)
  return attempt + 1
})()

/**
 * Claims due messages for one worker. A message being sent is leased: its `next_attempt_at` is the end of the
 * lease, which the sender renews while the SMTP exchange lasts, so another worker re-claims it only when its
 * sender died. `for update skip locked` keeps two claims from taking the same row.
 */
export async function claimDueMail(db: Executor, owner: string, leaseMs: number, limit = 10) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), sql`${mailOutbox.nextAttemptAt} <= now()`))
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      leaseOwner: owner,
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

const heldBy = (id: number, owner: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.leaseOwner, owner))

/** Extends the lease; false when another worker has taken the message over. */
export async function renewLease(db: Executor, id: number, owner: string, leaseMs: number) {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(heldBy(id, owner))
    .returning({ id: mailOutbox.id })
  return renewed.length > 0
}

/** Delivered: the invitation token the body carried is dropped, so the outbox and backups no longer hold it. */
export async function markSent(db: Executor, id: number, owner: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, leaseOwner: null, secret: null })
    .where(heldBy(id, owner))
}

export async function markFailed(db: Executor, id: number, owner: string, attempts: number, error: string) {
  const giveUp = attempts >= maxMailAttempts
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      leaseOwner: null,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      lastError: error.slice(0, 1000),
    })
    .where(heldBy(id, owner))
}

/**
 * An administrator's retry: a failed (or waiting) message is due now with a fresh day of attempts. A withdrawn
 * invitation (its token forgotten) is not sent again: its link would not work.
 */
export async function retryMail(db: Executor, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        inArray(mailOutbox.status, ['failed', 'pending']),
        sql`not (${mailOutbox.kind} = 'invite' and ${mailOutbox.secret} is null)`,
      ),
    )
    .returning({ id: mailOutbox.id, to: mailOutbox.toAddress, kind: mailOutbox.kind })
  return row ?? null
}
