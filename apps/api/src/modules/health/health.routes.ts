import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema, ErrorCode } from '@scout/shared/errors'
import type { AppContext } from '../../app-context'

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const options = {
    config: { access: 'public' as const },
    logLevel: 'warn' as const,
    schema: {
      summary: 'Liveness and database reachability, for load balancers',
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
        503: ApiErrorSchema,
      },
    },
  }
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', options, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: ctx.databaseKind }
    } catch {
      return reply.code(503).send({ code: ErrorCode.unavailable, message: 'The database is not answering' })
    }
  })
}
