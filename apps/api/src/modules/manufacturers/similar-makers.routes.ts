import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import { AssociateSimilarMakerSchema, SimilarMakerSchema } from '@scout/shared/schemas/manufacturer'
import { requiredOnWire } from '@scout/shared/schemas/wire'
import type { AppContext } from '../../app-context'
import { manufacturerOmniclasses } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { isVisibleTo, viewerOf } from '../omniclass/visibility'
import { toManufacturerJson } from './manufacturer-json'
import { findManufacturerByTitle } from './manufacturers.repository'
import { findOmniclass } from './omniclass-lookup'
import { isAssociated, listMakersOfLenders, listOfferedSimilarMakers } from './similar-makers.repository'

/**
 * "Makers of similar products" (issue 27, decision 017): Step 3's second list, for a table with no
 * manufacturer of its own, and the administrator's one click that makes one of them a real manufacturer.
 */
export async function similarMakersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl

  app.get(
    '/api/omniclass/manufacturers/similar',
    {
      config: { errors: [404] },
      schema: {
        summary: 'Makers of similar products, for a table with no manufacturers of its own',
        description:
          "The manufacturers of the tables this table learned its columns from, each with its most similar such table, most similar first (verified first among equals), at most 20. Empty once the table has a manufacturer of its own: they are never mixed with `/omniclass/manufacturers/all`'s.",
        tags: ['manufacturers'],
        querystring: z.strictObject({ omniclass: requiredOnWire(z.string().trim().max(300).optional()) }),
        response: { 200: z.array(SimilarMakerSchema) },
      },
    },
    async (request) => {
      const { omniclass: text } = request.query
      if (!text) throw badRequest('No identifier provided')
      const omniclass = await findOmniclass(ctx.db, text)
      if (!omniclass || !isVisibleTo(omniclass, viewerOf(request))) throw notFound(`Omniclass "${text}"`)
      const makers = await listOfferedSimilarMakers(ctx.db, omniclass.id)
      return makers.map(({ row, lender, similarity }) => ({
        ...toManufacturerJson(row, baseUrl),
        similar_to: lender,
        similarity,
      }))
    },
  )

  app.post(
    '/admin/omniclass/manufacturers/associate',
    {
      config: { errors: [404, 409] },
      schema: {
        summary: 'Make a maker of similar products a manufacturer of the table',
        description:
          'Associates the manufacturer with the table (audit-logged). 404 when either is unknown; 409 when it is already associated, or makes none of the tables this table learned from.',
        tags: ['manufacturers'],
        body: AssociateSimilarMakerSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { omniclass: identifier, manufacturer_title: title } = request.body
      await ctx.db.transaction(async (tx) => {
        const omniclass = await findOmniclass(tx, identifier)
        if (!omniclass) throw notFound(`Omniclass "${identifier}"`)
        const maker = await findManufacturerByTitle(tx, title)
        if (!maker) throw notFound(`Manufacturer "${title}"`)
        const already = `"${maker.title}" is already a manufacturer of "${omniclass.name}"`
        if (await isAssociated(tx, maker.id, omniclass.id)) throw conflict(already)
        const similar = (await listMakersOfLenders(tx, omniclass.id)).find((m) => m.row.id === maker.id)
        if (!similar)
          throw conflict(`"${maker.title}" makes none of the tables "${omniclass.name}" learned from`)
        const [added] = await tx
          .insert(manufacturerOmniclasses)
          .values({ manufacturerId: maker.id, omniclassId: omniclass.id })
          .onConflictDoNothing()
          .returning({ id: manufacturerOmniclasses.manufacturerId })
        // a second click racing the first: one of them associates, the other is told so
        if (!added) throw conflict(already)
        await appendAudit(tx, request.user, {
          action: 'associate',
          entity: 'manufacturer_omniclasses',
          key: maker.title,
          summary: { omniclass: omniclass.name, similar_to: similar.lender.name },
        })
      })
      return { message: 'success' as const }
    },
  )
}
