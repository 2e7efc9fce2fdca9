import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { ErrorCode } from '@scout/shared/errors'
import type { AppContext } from '../../app-context'

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`)
      return { status: 'ok', database: ctx.databaseKind }
    } catch {
      return reply.code(503).send({ code: ErrorCode.unavailable, message: 'The database is not answering' })
    }
  })
}
