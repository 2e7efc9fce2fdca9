import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import { SuccessSchema } from '@scout/shared/errors'
import { notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { renderMailBody } from './mail-body'
import { retryMail } from './mail-delivery.repository'
import { listOutbox } from './outbox.repository'

const OutboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ filename: z.string(), bytes: z.number() })),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})

/** Without SMTP_URL nothing leaves, so administrators read the queued messages here. */
export async function mailRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['mail'],
        querystring: z.strictObject({
          status: z.enum(['pending', 'sending', 'sent', 'failed']).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(OutboxMessageSchema) },
      },
    },
    async (request) => {
      const rows = await listOutbox(ctx.db, request.query)
      return rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.toAddress,
        reply_to: m.replyTo,
        subject: m.subject,
        // administrators read an unsent invitation's link here when no SMTP server delivers it
        body: renderMailBody(m),
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          bytes: Math.floor((a.content.length * 3) / 4),
        })),
        status: m.status,
        attempts: m.attempts,
        last_error: m.lastError,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      }))
    },
  )

  app.post(
    '/outbox/:id/retry',
    {
      schema: {
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
