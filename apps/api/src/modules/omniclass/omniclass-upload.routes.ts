import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { UploadOmniclassRequestSchema, UploadOmniclassResponseSchema } from '@scout/shared/schemas/omniclass'
import type { AppContext } from '../../app-context'
import { appendAudit } from '../audit/audit.repository'
import { importParsedFile } from './omniclass-import'
import { checkUploadedFiles } from './omniclass-upload'

/** A whole classification (Table 23 is about 0.5 MB as base64) or a batch of generated tables fits. */
export const uploadBodyLimit = 32 * 1024 * 1024

/** `POST /admin/omniclass/upload`: all files or none (decisions.md §3, "CSV"). */
export async function omniclassUploadRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/upload',
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        summary: 'Import omniclass CSV files (base64)',
        tags: ['omniclass admin'],
        body: UploadOmniclassRequestSchema,
        response: { 200: UploadOmniclassResponseSchema },
      },
    },
    async (request) => {
      const checked = checkUploadedFiles(request.body)
      const files = await ctx.db.transaction(async (tx) => {
        const results = []
        for (const { filename, parsed } of checked) {
          const result = await importParsedFile(tx, parsed)
          const key = parsed.layout === 'omniclass' ? parsed.name : filename
          await appendAudit(tx, request.user, {
            action: 'upload',
            entity: 'omniclass',
            key,
            summary: { filename, layout: parsed.layout, ...result },
          })
          results.push({ filename, layout: parsed.layout, ...result })
        }
        return results
      })
      return { message: 'success' as const, files }
    },
  )
}
