import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
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
        summary: 'The mail outbox, newest first',
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
        body: m.body,
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
}
