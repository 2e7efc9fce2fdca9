import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorCode } from '@scout/shared/errors'
import {
  ManufacturerUploadRequestSchema,
  ManufacturerUploadResponseSchema,
} from '@scout/shared/schemas/manufacturer'
import type { AppContext } from '../../app-context'
import { badRequest } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { checkManufacturerUpload, describeProblems } from './manufacturer-upload'
import { upsertManufacturers } from './manufacturer-upload.repository'
import { resolveOmniclasses } from './omniclass-lookup'

const uploadBodyLimit = 26 * 1024 * 1024

/**
 * `POST /admin/manufacturer/upload`: CSV or JSON files of manufacturers, created or updated by title.
 * Every file is checked whole, its tables included, before anything is written; one transaction writes all.
 */
export async function manufacturerUploadRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/upload',
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        summary: 'Create or update manufacturers from a CSV or JSON file',
        tags: ['manufacturers'],
        body: ManufacturerUploadRequestSchema,
        response: { 200: ManufacturerUploadResponseSchema },
      },
    },
    async (request) => {
      const { rows, problems } = checkManufacturerUpload(request.body)
      if (problems.length) throw badRequest(describeProblems(problems), ErrorCode.badFile)

      const counts = await ctx.db.transaction(async (tx) => {
        const tables = await resolveOmniclasses(
          tx,
          rows.flatMap(({ row }) => row.omniclasses ?? []),
        )
        for (const { where, row } of rows) {
          const missing = [...new Set((row.omniclasses ?? []).filter((name) => !tables.idOf.has(name)))]
          if (missing.length)
            problems.push({
              where,
              message: `no omniclass named ${missing.map((name) => `"${name}"`).join(', ')}`,
            })
        }
        if (problems.length) throw badRequest(describeProblems(problems), ErrorCode.badFile)
        const result = await upsertManufacturers(tx, rows, ({ row }) => [
          ...new Set((row.omniclasses ?? []).map((name) => tables.idOf.get(name)!)),
        ])
        await appendAudit(tx, request.user, {
          action: 'upload',
          entity: 'manufacturer',
          key: request.body
            .map((file) => file.filename)
            .join(', ')
            .slice(0, 300),
          summary: result,
        })
        return result
      })
      return { message: 'success' as const, ...counts }
    },
  )
}
