import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailOutbox, rfiRequests } from '../../db/schema'

export type OutgoingMail = {
  kind: 'invite' | 'rfi' | string
  to: string
  replyTo?: string
  subject: string
  body: string
  rfiRequestId?: number
}

export const maxMailAttempts = 10
// a message left 'sending' by a process that died is retried after this long
const staleSendingMs = 5 * 60_000

export async function enqueueMail(db: Executor, mail: OutgoingMail) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      body: mail.body,
      rfiRequestId: mail.rfiRequestId,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/** Claims due messages so that two workers never send the same one. */
export async function claimDueMail(db: Executor, limit = 10) {
  const staleBefore = new Date(Date.now() - staleSendingMs)
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()) or (${mailOutbox.status} = 'sending' and ${mailOutbox.nextAttemptAt} <= ${staleBefore})`,
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date() })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

export async function markSent(db: Executor, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')))
}

export async function markFailed(db: Executor, id: number, attempts: number, error: string) {
  const giveUp = attempts >= maxMailAttempts
  const backoffMs = Math.min(60 * 60_000, 5_000 * 2 ** (attempts - 1))
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + backoffMs),
      lastError: error.slice(0, 1000),
    })
    .where(eq(mailOutbox.id, id))
}

/** The listing's columns: never the text, never attachment bytes (only the request's names and sizes). */
const listed = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  attachments: sql<{ filename: string; bytes: number }[]>`coalesce(${rfiRequests.attachments}, '[]'::jsonb)`,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
}

/** One page of the outbox, newest first, with the number of messages the filter matches. */
export async function listOutbox(db: Executor, options: { limit: number; offset: number; status?: string }) {
  const where = options.status ? eq(mailOutbox.status, options.status as 'pending') : undefined
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(where)
  const items = await db
    .select(listed)
    .from(mailOutbox)
    .leftJoin(rfiRequests, eq(rfiRequests.id, mailOutbox.rfiRequestId))
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset)
  return { items, total }
}

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db
    .select({ ...listed, body: mailOutbox.body })
    .from(mailOutbox)
    .leftJoin(rfiRequests, eq(rfiRequests.id, mailOutbox.rfiRequestId))
    .where(eq(mailOutbox.id, id))
  return row ?? null
}
