import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import {
  FilterResponseSchema,
  RefinementQuerySchema,
  RefinementRequestSchema,
  RefinementResponseSchema,
} from '@scout/shared/schemas/search'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/app-error'
import { sendJsonText } from '../../lib/send-json-text'
import { catalogueWatcher } from '../search/catalogue-watcher'
import { rankByWeight, refine } from './refine'
import { RefinementCache } from './refinement-cache'
import { viewerOf, type Viewer } from '../omniclass/visibility'

/**
 * Refinement (decisions.md §3): every manufacturer of the table comes back, the ones offering every selected
 * value highlighted and first; `filter` is the spec's abortable call that wants the matching titles alone.
 */
export async function refinementRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl

  const cache = new RefinementCache(ctx.db, catalogueWatcher(ctx), baseUrl)
  async function refineTable(
    omniclass: string,
    parameters: SelectedValue[],
    expanded: boolean,
    viewer: Viewer,
  ) {
    const scope = await cache.scope(omniclass, expanded)
    // a generated table awaiting review is its author's and the administrators' only (omniclass/visibility)
    const hidden =
      scope?.awaitingReview && viewer.role !== 'admin' && scope.awaitingReview.authorId !== viewer.id
    if (!scope || hidden) throw notFound(`Omniclass "${omniclass}"`)
    const makers = await cache.makersOf([...scope.offers.keys()])
    const offerings = makers.map((row) => ({ item: row, offers: scope.offers.get(row.id)! }))
    const { highlighted, facets } = refine(offerings, scope.parameters, parameters)
    const ranked = rankByWeight(makers.map((row, i) => ({ ...row, highlighted: highlighted[i]! })))
    return { ranked, facets }
  }

  const schema = { tags: ['refinement'], querystring: RefinementQuerySchema, body: RefinementRequestSchema }

  app.post(
    '/api/manufacturer/selected_parameters',
    {
      config: { errors: [404] },
      schema: {
        summary: "Refine an omniclass's manufacturers by parameter values",
        ...schema,
        response: { 200: RefinementResponseSchema },
      },
    },
    async (request, reply) => {
      const { ranked, facets } = await refineTable(
        request.body.omniclass,
        request.body.parameters,
        request.query.expanded,
        viewerOf(request),
      )
      // hundreds of manufacturers' cached JSON text joined, rather than checked and serialized on every call
      const manufacturers = ranked.map((row) => `${row.wire.slice(0, -1)},"highlighted":${row.highlighted}}`)
      return sendJsonText(
        reply,
        `{"manufacturers":[${manufacturers.join(',')}],"facets":${JSON.stringify(facets)}}`,
      )
    },
  )

  app.post(
    '/api/manufacturer/filter',
    {
      config: { errors: [404] },
      schema: {
        summary: 'The titles of manufacturers offering every selected value',
        ...schema,
        response: { 200: FilterResponseSchema },
      },
    },
    async (request) => {
      const { ranked } = await refineTable(
        request.body.omniclass,
        request.body.parameters,
        request.query.expanded,
        viewerOf(request),
      )
      return { titles: ranked.filter((row) => row.highlighted).map((row) => row.title) }
    },
  )
}
