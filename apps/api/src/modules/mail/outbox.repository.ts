import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailOutbox, type OutboxAttachment } from '../../db/schema'

export type OutgoingMail = {
  kind: 'invite' | 'rfi' | string
  to: string
  replyTo?: string
  subject: string
  body: string
  attachments?: OutboxAttachment[]
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
      attachments: mail.attachments ?? [],
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

export async function listOutbox(db: Executor, options: { limit: number; status?: string }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.status ? eq(mailOutbox.status, options.status as 'pending') : undefined)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(options.limit)
}
