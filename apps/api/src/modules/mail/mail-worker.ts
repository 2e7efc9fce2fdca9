import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { loadAttachments } from './attachments.repository'
import { claimDueMail, markFailed, markSent } from './outbox.repository'

export type MailWorker = { runOnce: () => Promise<number>; stop: () => Promise<void> }

/** Delivers the outbox over SMTP with retries; without SMTP_URL nothing leaves and the outbox keeps the messages. */
export function startMailWorker(options: {
  db: Db
  smtpUrl: string
  from: string
  log: FastifyBaseLogger
  intervalMs?: number
}): MailWorker {
  const transport = nodemailer.createTransport(options.smtpUrl)
  let running: Promise<number> | null = null
  let stopped = false

  async function deliverDue(): Promise<number> {
    const batch = await claimDueMail(options.db)
    let sent = 0
    for (const mail of batch) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.toAddress,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.body,
          // a stable id lets the receiving side drop a copy re-sent after a crash
          messageId: `<outbox-${mail.id}@scout>`,
          // read now, one message at a time: claiming and listing never load attachment bytes
          attachments: await loadAttachments(options.db, mail.rfiRequestId),
        })
        await markSent(options.db, mail.id)
        sent++
      } catch (error) {
        options.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed; will retry')
        await markFailed(
          options.db,
          mail.id,
          mail.attempts,
          error instanceof Error ? error.message : String(error),
        )
      }
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
