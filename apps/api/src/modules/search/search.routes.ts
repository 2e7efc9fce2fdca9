import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SearchQuerySchema, SearchResponseSchema } from '@scout/shared/schemas/search'
import type { AppContext } from '../../app-context'
import { catalogueWatcher } from './catalogue-watcher'
import { SearchService } from './search-service'

/** `GET /api/search?q=&limit=`: the home autocomplete over tables and product names (decisions.md §3). */
export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const service = new SearchService(ctx.db, catalogueWatcher(ctx), {
    info: (message) => app.log.info(message),
  })

  app.get(
    '/api/search',
    { schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (request) => ({ hits: await service.search(request.query.q, request.query.limit) }),
  )
}
