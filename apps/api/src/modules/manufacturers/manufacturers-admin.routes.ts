import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { toUrlName } from '@scout/shared/domain/names'
import { SuccessSchema } from '@scout/shared/errors'
import {
  ManufacturerDataUpdateSchema,
  ManufacturerSchema,
  ManufacturerSearchQuerySchema,
  ManufacturerSummarySchema,
  ManufacturerTitleBodySchema,
  ManufacturerWriteSchema,
} from '@scout/shared/schemas/manufacturer'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { badRequest, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { copyProductImageFiles, removeManufacturerFiles, removeProductImageFiles } from './manufacturer-files'
import { toManufacturerJson, toSummaryJson } from './manufacturer-json'
import { manufacturerOmniclassesRoutes } from './manufacturer-omniclasses.routes'
import { manufacturerUploadRoutes } from './manufacturer-upload.routes'
import {
  deleteManufacturer,
  insertManufacturer,
  listProductImageFilenames,
  updateManufacturer,
} from './manufacturers-admin.repository'
import {
  findManufacturerByTitle,
  listAllManufacturers,
  searchManufacturers,
} from './manufacturers.repository'

const noTitle = 'No manufacturer title provided'

/** Files are cleaned up after the rows are committed; a failure there leaves stray files, not a failed request. */
async function cleanUpFiles(request: FastifyRequest, work: () => Promise<void>) {
  try {
    await work()
  } catch (error) {
    request.log.warn({ err: error }, 'could not remove media files')
  }
}

/** Admin manufacturer calls of spec §7 (`/admin/manufacturer/*`); every write is audited in its transaction. */
export async function manufacturersAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl
  // the options carry this plugin's own prefix; the child must not add it a second time
  await app.register(manufacturerUploadRoutes, { ...ctx, prefix: '' })
  await app.register(manufacturerOmniclassesRoutes, { ...ctx, prefix: '' })

  async function requireManufacturer(db: Executor, title: string | undefined) {
    if (!title) throw badRequest(noTitle)
    const row = await findManufacturerByTitle(db, title)
    if (!row) throw notFound(`Manufacturer "${title}"`)
    return row
  }

  app.get(
    '/all',
    {
      schema: {
        summary: 'Every manufacturer, for the admin list',
        tags: ['manufacturers'],
        response: { 200: z.array(ManufacturerSchema) },
      },
    },
    async () => {
      const rows = await listAllManufacturers(ctx.db)
      return rows.map((row) => toManufacturerJson(row, baseUrl))
    },
  )

  app.get(
    '/search',
    {
      schema: {
        summary: 'Manufacturers whose title contains the text',
        tags: ['manufacturers'],
        querystring: ManufacturerSearchQuerySchema,
        response: { 200: z.array(ManufacturerSummarySchema) },
      },
    },
    async (request) => {
      const rows = await searchManufacturers(ctx.db, request.query.q, request.query.limit)
      return rows.map((row) => toSummaryJson(row, baseUrl))
    },
  )

  app.post(
    '/create',
    {
      config: { errors: [409] },
      schema: {
        summary: 'Create a manufacturer',
        tags: ['manufacturers'],
        body: ManufacturerWriteSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const row = await insertManufacturer(tx, request.body)
        await appendAudit(tx, request.user, {
          action: 'create',
          entity: 'manufacturer',
          key: row.title,
          summary: { fields: Object.keys(request.body) },
        })
      })
      return { message: 'success' as const }
    },
  )

  app.put(
    '/data',
    {
      config: { errors: [404, 409] },
      schema: {
        summary: "Change a manufacturer's fields",
        tags: ['manufacturers'],
        body: ManufacturerDataUpdateSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { title, data } = request.body
      if (Object.keys(data).length === 0) throw badRequest('data: give at least one field to change')
      const renamed = await ctx.db.transaction(async (tx) => {
        const current = await requireManufacturer(tx, title)
        const updated = await updateManufacturer(tx, current, data)
        const moved = toUrlName(current.title) !== toUrlName(updated.title)
        const filenames = moved ? await listProductImageFilenames(tx, current.id) : []
        if (moved) await copyProductImageFiles(ctx.media, current.title, updated.title, filenames)
        await appendAudit(tx, request.user, {
          action: 'update',
          entity: 'manufacturer',
          key: updated.title,
          summary: {
            fields: Object.keys(data),
            ...(updated.title !== current.title ? { renamedFrom: current.title } : {}),
          },
        })
        return moved ? { from: current.title, filenames } : null
      })
      if (renamed)
        await cleanUpFiles(request, () => removeProductImageFiles(ctx.media, renamed.from, renamed.filenames))
      return { message: 'success' as const }
    },
  )

  app.delete(
    '/delete',
    {
      config: { errors: [404] },
      schema: {
        summary: 'Delete a manufacturer',
        tags: ['manufacturers'],
        body: ManufacturerTitleBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const removed = await ctx.db.transaction(async (tx) => {
        const row = await requireManufacturer(tx, request.body.title)
        const result = await deleteManufacturer(tx, row)
        await appendAudit(tx, request.user, {
          action: 'delete',
          entity: 'manufacturer',
          key: row.title,
          summary: { images: result.imageFilenames.length },
        })
        return result
      })
      await cleanUpFiles(request, () => removeManufacturerFiles(ctx.media, removed))
      return { message: 'success' as const }
    },
  )
}
