import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  ManufacturerOmniclassesUpdateSchema,
  ManufacturerOmniclassSchema,
} from '@scout/shared/schemas/manufacturer'
import { requiredOnWire } from '@scout/shared/schemas/wire'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { badRequest, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import {
  findManufacturerByTitle,
  listOmniclassesOfManufacturer,
  setOmniclassesOfManufacturer,
} from './manufacturers.repository'
import { resolveOmniclasses } from './omniclass-lookup'

async function requireManufacturer(db: Executor, title: string | undefined) {
  if (!title) throw badRequest('No manufacturer title provided')
  const row = await findManufacturerByTitle(db, title)
  if (!row) throw notFound(`Manufacturer "${title}"`)
  return row
}

/** A manufacturer's tables (`/admin/manufacturer/omniclasses`): read them, or set exactly these. */
export async function manufacturerOmniclassesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/omniclasses',
    {
      config: { errors: [404] },
      schema: {
        summary: 'The omniclasses a manufacturer is associated with',
        tags: ['manufacturers'],
        querystring: z.strictObject({ title: requiredOnWire(z.string().trim().max(300).optional()) }),
        response: { 200: z.array(ManufacturerOmniclassSchema) },
      },
    },
    async (request) => {
      const row = await requireManufacturer(ctx.db, request.query.title)
      return listOmniclassesOfManufacturer(ctx.db, row.id)
    },
  )

  app.post(
    '/omniclasses',
    {
      config: { errors: [404] },
      schema: {
        summary: "Replace a manufacturer's omniclasses",
        tags: ['manufacturers'],
        body: ManufacturerOmniclassesUpdateSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { query, associations } = request.body
      await ctx.db.transaction(async (tx) => {
        const row = await requireManufacturer(tx, query)
        const { ids, unknown } = await resolveOmniclasses(tx, associations)
        if (unknown.length)
          throw badRequest(
            `No omniclass named ${unknown
              .slice(0, 10)
              .map((name) => `"${name}"`)
              .join(', ')}`,
          )
        await setOmniclassesOfManufacturer(tx, row.id, ids)
        await appendAudit(tx, request.user, {
          action: 'update',
          entity: 'manufacturer_omniclasses',
          key: row.title,
          summary: { omniclasses: ids.length },
        })
      })
      return { message: 'success' as const }
    },
  )
}
