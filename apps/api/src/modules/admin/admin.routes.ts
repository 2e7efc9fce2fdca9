import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AuditLogPageSchema, AuditLogQuerySchema, MetricsSchema } from '@scout/shared/schemas/admin'
import type { AppContext } from '../../app-context'
import { listAuditLog } from './audit-log.repository'
import { readCounts, readGrowth } from './metrics.repository'

/** "Database Stats" (`/admin/metrics`) and "DB Log" (`/admin/log`). */
export async function adminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Database Stats: row counts and sizes',
        tags: ['admin'],
        response: { 200: MetricsSchema },
      },
    },
    async () => {
      const [c, growth] = await Promise.all([readCounts(ctx.db), readGrowth(ctx.db)])
      return {
        omniclasses: {
          total: c.omniclasses!,
          reviewed: c.reviewed!,
          unreviewed: c.omniclasses! - c.reviewed!,
          by_source: { catalogue: c.catalogue!, uploaded: c.uploaded!, generated: c.generated! },
          missing_manufacturers: c.missing!,
        },
        manufacturers: { total: c.manufacturers!, verified: c.verified!, with_logo: c.with_logo! },
        variants: c.variants!,
        associations: c.associations!,
        product_images: c.product_images!,
        contacts: c.contacts!,
        users: {
          total: c.users!,
          admins: c.admins!,
          professionals: c.users! - c.admins!,
          disabled: c.disabled!,
        },
        invites: {
          open: c.invites_open!,
          accepted: c.invites_accepted!,
          expired: c.invites_expired!,
          revoked: c.invites_revoked!,
        },
        requests_sent: c.requests!,
        outbox: {
          pending: c.outbox_pending!,
          sending: c.outbox_sending!,
          sent: c.outbox_sent!,
          failed: c.outbox_failed!,
        },
        database: { kind: ctx.databaseKind, size_bytes: c.size_bytes! },
        growth,
        generated_at: new Date().toISOString(),
      }
    },
  )

  app.get(
    '/log',
    {
      schema: {
        summary: 'DB Log: the audit log, filtered and paged',
        tags: ['admin'],
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogPageSchema },
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query
      const { data, count } = await listAuditLog(ctx.db, filter, { page, perPage })
      return {
        data: data.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          user_email: row.userEmail,
          action: row.action,
          entity: row.entity,
          key: row.entityKey,
          summary: row.summary,
        })),
        count,
        page,
        per_page: perPage,
        total_pages: Math.ceil(count / perPage),
      }
    },
  )
}
