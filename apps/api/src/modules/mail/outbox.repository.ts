import { eq, sql } from 'drizzle-orm'
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
      attachments: mail.attachments ?? [],
      rfiRequestId: mail.rfiRequestId,
      secret: mail.secret,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

export async function listOutbox(db: Executor, options: { limit: number; status?: string }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.status ? eq(mailOutbox.status, options.status as 'pending') : undefined)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(options.limit)
}
