import { generationCatalogue } from '../generation/catalogue-cache'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AssociationSchema,
  GetOmniclassQuerySchema,
  OmniclassListItemSchema,
  OmniclassSchema,
} from '@scout/shared/schemas/omniclass'
import type { AppContext } from '../../app-context'
import { suggestOnOpen } from '../enrichment/suggest-on-open'
import { listAssociations, listOmniclassesWithTitles } from './omniclass.repository'
import { buildOmniclassView, requireIdentifier, requireOmniclass } from './omniclass-view'
import { isAwaitingReview, viewerOf } from './visibility'

/** The public omniclass calls of spec §7, under /api/omniclass; every one needs a session. */
export async function omniclassRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/get',
    {
      config: { errors: [404] },
      schema: {
        summary: 'One omniclass by number, name or both, with its parameters',
        tags: ['omniclass'],
        querystring: GetOmniclassQuerySchema,
        response: { 200: OmniclassSchema },
      },
    },
    async (request) => {
      const identifier = requireIdentifier(request.query.identifier)
      const row = await requireOmniclass(ctx.db, identifier, viewerOf(request))
      const view = await buildOmniclassView(ctx.db, row, request.query.manufacturer_title || undefined)
      // issue 27: a catalogue table with no parameters gets the engine's suggestion, once, off this thread
      const deps = {
        db: ctx.db,
        pool: ctx.generationPool!,
        catalogue: generationCatalogue(ctx),
        log: request.log,
      }
      const pending = suggestOnOpen(deps, row)
      // a manufacturer's variant has columns of its own to show meanwhile
      return pending && view.parameters.length === 0 ? { ...view, parameters_pending: true } : view
    },
  )

  app.get(
    '/get/all',
    {
      schema: {
        summary: 'Every omniclass, for the home autocomplete',
        tags: ['omniclass'],
        response: { 200: z.array(OmniclassListItemSchema) },
      },
    },
    async (request) => {
      const rows = await listOmniclassesWithTitles(ctx.db, viewerOf(request))
      return rows.map((row) => ({
        number: row.number,
        name: row.name,
        reviewed: row.reviewed,
        awaiting_review: isAwaitingReview(row),
        manufacturer_titles: row.manufacturerTitles,
      }))
    },
  )

  app.get(
    '/associations/all',
    {
      schema: {
        summary: 'Every omniclass–manufacturer association',
        tags: ['omniclass'],
        response: { 200: z.array(AssociationSchema) },
      },
    },
    async (request) => {
      const rows = await listAssociations(ctx.db, viewerOf(request))
      return rows.map((row) => ({
        omniclass_name: row.omniclassName,
        manufacturer_title: row.manufacturerTitle,
      }))
    },
  )
}
