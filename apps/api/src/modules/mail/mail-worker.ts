import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { loadAttachments } from './attachments.repository'
import { messageIdFor, newWorkerId, renderMailBody } from './mail-body'
import { claimDueMail, markFailed, markSent, renewLease } from './mail-delivery.repository'

export type MailWorker = { runOnce: () => Promise<number>; stop: () => Promise<void> }

/** Delivers the outbox over SMTP with retries; without SMTP_URL nothing leaves and the outbox keeps the messages. */
export function startMailWorker(options: {
  db: Db
  smtpUrl: string
  from: string
  log: FastifyBaseLogger
  intervalMs?: number
  /** how long a claimed message stays this worker's without a renewal (renewed every third of it) */
  leaseMs?: number
}): MailWorker {
  const transport = nodemailer.createTransport(options.smtpUrl)
  const owner = newWorkerId()
  const leaseMs = options.leaseMs ?? 60_000
  let running: Promise<number> | null = null
  let stopped = false

  async function deliverDue(): Promise<number> {
    const batch = await claimDueMail(options.db, owner, leaseMs)
    const held = new Set(batch.map((mail) => mail.id))
    // every claimed message's lease is renewed until it is done, however slow the exchanges before it are,
    // so no other worker sends it again while this one still may
    const renewal = setInterval(() => {
      for (const id of held) {
        renewLease(options.db, id, owner, leaseMs).catch((error) =>
          options.log.warn({ err: error, mailId: id }, 'mail lease renewal failed'),
        )
      }
    }, leaseMs / 3)
    let sent = 0
    try {
      for (const mail of batch) {
        // a lease lost (this process stalled past it) means another worker owns the message now
        if (!(await renewLease(options.db, mail.id, owner, leaseMs))) {
          held.delete(mail.id)
          continue
        }
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.toAddress,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: renderMailBody(mail),
            // the same id on every attempt lets the receiving side drop a copy re-sent after a crash
            messageId: messageIdFor(mail.messageUuid, options.from),
            // read now, one message at a time: claiming and listing never load attachment bytes
            attachments: await loadAttachments(options.db, mail.rfiRequestId),
          })
        } catch (error) {
          held.delete(mail.id)
          options.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
          await markFailed(
            options.db,
            mail.id,
            owner,
            mail.attempts,
            error instanceof Error ? error.message : String(error),
          )
          continue
        }
        held.delete(mail.id)
        await markSent(options.db, mail.id, owner)
        sent++
      }
    } finally {
      clearInterval(renewal)
    }
    return sent
  }

  function runOnce() {
    running ??= deliverDue().finally(() => (running = null))
    return running
  }

  const timer = setInterval(() => {
    if (!stopped) runOnce().catch((error) => options.log.warn({ err: error }, 'mail worker pass failed'))
  }, options.intervalMs ?? 2000)
  timer.unref()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
      transport.close()
    },
  }
}
