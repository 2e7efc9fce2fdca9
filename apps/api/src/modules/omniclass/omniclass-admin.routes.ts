import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  AdminOmniclassGetQuerySchema,
  MissingManufacturersQuerySchema,
  OmniclassRefSchema,
  OmniclassSchema,
  OmniclassSummarySchema,
  type OmniclassSummary,
} from '@scout/shared/schemas/omniclass'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import {
  findOmniclassByName,
  listMissingManufacturers,
  listOmniclassSummaries,
  type OmniclassListFilter,
} from './omniclass.repository'
import { deleteOmniclass } from './omniclass-write.repository'
import { buildOmniclassView, requireIdentifier, requireOmniclass } from './omniclass-view'

const summaries = { 200: z.array(OmniclassSummarySchema) }

/** Reading and deleting tables in the admin area (/admin/omniclass). */
export async function omniclassAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const list = (filter: OmniclassListFilter) => async (): Promise<OmniclassSummary[]> =>
    listOmniclassSummaries(ctx.db, filter)

  app.get(
    '/all',
    {
      schema: {
        summary: 'Every omniclass, with its review state',
        tags: ['omniclass admin'],
        response: summaries,
      },
    },
    list('all'),
  )
  // "general": reviewed catalogue tables only, i.e. the classification without uploaded or generated tables
  app.get(
    '/all/general',
    {
      schema: {
        summary: 'Every omniclass, names and numbers only',
        tags: ['omniclass admin'],
        response: summaries,
      },
    },
    list('general'),
  )
  app.get(
    '/not_reviewed',
    { schema: { summary: 'Omniclasses not yet reviewed', tags: ['omniclass admin'], response: summaries } },
    list('not_reviewed'),
  )

  app.get(
    '/get',
    {
      config: { errors: [404] },
      schema: {
        summary: 'One omniclass by number, name or both, for editing',
        tags: ['omniclass admin'],
        querystring: AdminOmniclassGetQuerySchema,
        response: { 200: OmniclassSchema },
      },
    },
    async (request) => {
      const row = await requireOmniclass(ctx.db, requireIdentifier(request.query.name), null)
      return buildOmniclassView(ctx.db, row)
    },
  )

  app.get(
    '/missing_manufacturers',
    {
      schema: {
        summary: 'Omniclasses without manufacturers',
        tags: ['omniclass admin'],
        querystring: MissingManufacturersQuerySchema,
        response: { 200: z.array(OmniclassRefSchema) },
      },
    },
    async (request) => {
      const reviewedOnly = request.query.reviewed === '1' || request.query.reviewed === 'true'
      return listMissingManufacturers(ctx.db, reviewedOnly)
    },
  )

  app.delete(
    '/delete/:name',
    {
      schema: {
        summary: 'Delete an omniclass',
        tags: ['omniclass admin'],
        params: z.object({ name: z.string().max(400) }),
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { name } = request.params
      const row = await findOmniclassByName(ctx.db, name)
      if (!row) throw notFound(`Omniclass "${name}"`)
      await ctx.db.transaction(async (tx) => {
        const removed = await deleteOmniclass(tx, row.id)
        await appendAudit(tx, request.user, {
          action: 'delete',
          entity: 'omniclass',
          key: row.name,
          summary: { number: row.number, source: row.source, reviewed: row.reviewed, ...removed },
        })
      })
      return { message: 'success' as const }
    },
  )
}
