import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AcceptSuggestedResultSchema, AcceptSuggestedSchema } from '@scout/shared/schemas/enrichment'
import type { AppContext } from '../../app-context'
import { appendAudit } from '../audit/audit.repository'
import { acceptSuggestedParameters } from './omniclass-write.repository'

/** Reviewing suggested parameters in bulk (issue 27); one by one is the edit form's update. */
export async function omniclassReviewRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/accept_suggested',
    {
      schema: {
        summary: "Accept several tables' suggested parameters as they are",
        description: 'Names without suggested parameters are left out; `accepted` counts the others.',
        tags: ['omniclass admin'],
        body: AcceptSuggestedSchema,
        response: { 200: AcceptSuggestedResultSchema },
      },
    },
    async (request) => {
      const accepted = await ctx.db.transaction(async (tx) => {
        const names = await acceptSuggestedParameters(tx, request.body.names)
        if (names.length)
          await appendAudit(tx, request.user, {
            action: 'accept',
            entity: 'omniclass',
            key: names.length === 1 ? names[0] : `${names.length} tables`,
            summary: { suggested_parameters: names.slice(0, 50), accepted: names.length },
          })
        return names.length
      })
      return { message: 'success' as const, accepted }
    },
  )
}
