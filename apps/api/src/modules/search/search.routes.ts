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

  // built in the background once the server listens, so the first professional does not wait for it;
  // tests never listen, and a search that comes first simply shares the build
  app.addHook('onListen', async () => {
    service
      .search('', 1)
      .catch((error: unknown) => app.log.debug({ err: error }, 'search index warm-up stopped'))
  })

  app.get(
    '/api/search',
    {
      schema: {
        summary: 'Search omniclasses and products by text',
        tags: ['search'],
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => ({
      hits: await service.search(request.query.q, request.query.limit, {
        id: request.user!.id,
        admin: request.user!.role === 'admin',
      }),
    }),
  )
}
