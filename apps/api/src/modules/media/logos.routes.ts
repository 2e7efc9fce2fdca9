import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  LogoVariantListSchema,
  MissingLogoListSchema,
  UploadLogoRequestSchema,
} from '@scout/shared/schemas/media'
import type { AppContext } from '../../app-context'
import { uploadLogo } from './logo-writes'
import { logoUrls } from './media-keys'
import * as repo from './media.repository'
import { uploadBodyLimit } from './product-images.routes'

export async function logoRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl
  const tags = ['media']

  app.get(
    '/api/manufacturer/logos/variant/all',
    { schema: { summary: "Every manufacturer's logo URLs", tags, response: { 200: LogoVariantListSchema } } },
    async () => {
      const rows = await repo.listLogos(ctx.db)
      return rows.map((row) => ({
        title: row.title,
        ...logoUrls(baseUrl, row.filename),
        logo_width: row.width,
        logo_height: row.height,
      }))
    },
  )

  app.get(
    '/admin/manufacturer/utilities/missing_logos',
    {
      schema: {
        summary: 'Manufacturers without a logo',
        tags,
        querystring: z.object({ q: z.string().max(300).optional() }),
        response: { 200: MissingLogoListSchema },
      },
    },
    (request) => repo.listMissingLogos(ctx.db, request.query.q?.trim()),
  )

  app.post(
    '/admin/manufacturer/utilities/upload_logo',
    {
      config: { errors: [404] },
      bodyLimit: uploadBodyLimit,
      schema: {
        summary: "Set a manufacturer's logo (base64 image)",
        tags,
        body: UploadLogoRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await uploadLogo(ctx, request.user, request.body)
      return { message: 'success' as const }
    },
  )
}
