import { desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailOutbox, rfiRequests } from '../../db/schema'

export type OutgoingMail = {
  kind: 'invite' | 'rfi' | string
  to: string
  replyTo?: string
  subject: string
  body: string
  rfiRequestId?: number
  /** kept only until the message is delivered; the body names it `{{secret}}` (see mail-body.ts) */
  secret?: string
}

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
      secret: mail.secret,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
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
    .select({ ...listed, body: mailOutbox.body, secret: mailOutbox.secret })
    .from(mailOutbox)
    .leftJoin(rfiRequests, eq(rfiRequests.id, mailOutbox.rfiRequestId))
    .where(eq(mailOutbox.id, id))
  return row ?? null
}
