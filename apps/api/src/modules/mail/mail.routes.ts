import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  OutboxMessageSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
  type OutboxItem,
} from '@scout/shared/schemas/mail'
import type { AppContext } from '../../app-context'
import { SuccessSchema } from '@scout/shared/errors'
import { notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { renderMailBody } from './mail-body'
import { retryMail } from './mail-delivery.repository'
import { findOutboxMessage, listOutbox } from './outbox.repository'

type Row = Awaited<ReturnType<typeof listOutbox>>['items'][number]

const toItem = (m: Row): OutboxItem => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  reply_to: m.replyTo,
  subject: m.subject,
  attachments: m.attachments,
  status: m.status,
  attempts: m.attempts,
  last_error: m.lastError,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
})

/** Without SMTP_URL nothing leaves, so administrators read the queued messages here, a page at a time. */
export async function mailRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'List the mail outbox, a page at a time (no texts or attachments)',
        tags: ['mail'],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema },
      },
    },
    async (request) => {
      const { items, total } = await listOutbox(ctx.db, request.query)
      return { items: items.map(toItem), total }
    },
  )
  app.get(
    '/outbox/:id',
    {
      schema: {
        summary: 'Read one outbox message with its text',
        tags: ['mail'],
        params: z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: OutboxMessageSchema },
      },
    },
    async (request) => {
      const message = await findOutboxMessage(ctx.db, request.params.id)
      if (!message) throw notFound('Outbox message')
      // administrators read an unsent invitation's link here when no SMTP server delivers it
      return { ...toItem(message), body: renderMailBody(message) }
    },
  )

  app.post(
    '/outbox/:id/retry',
    {
      schema: {
        summary: 'Send a failed or waiting message again, with a fresh day of attempts',
        tags: ['mail'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const mail = await retryMail(tx, request.params.id)
        if (!mail) throw notFound('Failed or waiting message')
        await appendAudit(tx, request.user, {
          action: 'retry',
          entity: 'mail',
          key: String(request.params.id),
          summary: { to: mail.to, kind: mail.kind },
        })
      })
      return { message: 'success' as const }
    },
  )
}
