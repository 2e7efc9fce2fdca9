import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  DeleteProductImageRequestSchema,
  ProductImageListSchema,
  UpdateProductImageRequestSchema,
  UploadProductImageRequestSchema,
  type ProductImage,
} from '@scout/shared/schemas/media'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/app-error'
import { productImageUrls } from './media-keys'
import * as repo from './media.repository'
import {
  deleteProductImage,
  requireManufacturer,
  updateProductImage,
  uploadProductImage,
} from './product-image-writes'

/** 10 MB of image is about 13.4 MB of base64, plus the other fields. */
export const uploadBodyLimit = 15 * 1024 * 1024

const title = (message: string) => z.string().trim().min(1, message).max(300)
const ManufacturerParams = z.object({ manufacturerTitle: title('No manufacturer title provided') })
const OmniclassParams = ManufacturerParams.extend({
  omniclassName: z.string().trim().min(1, 'No identifier provided').max(500),
})
const AdminParams = z.object({ title: title('No title provided') })

type ImageRow = Awaited<ReturnType<typeof repo.listProductImages>>[number]

function toProductImageJson(row: ImageRow, manufacturerTitle: string, baseUrl: string): ProductImage {
  return {
    id: row.id,
    filename: row.filename,
    manufacturer_title: manufacturerTitle,
    omniclass_name: row.omniclassName,
    product_name: row.productName,
    product_description: row.productDescription,
    product_url: row.productUrl,
    ...productImageUrls(baseUrl, manufacturerTitle, row.filename),
    width: row.width,
    height: row.height,
  }
}

export async function productImageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const baseUrl = ctx.config.media.baseUrl
  const tags = ['media']

  async function listFor(manufacturerTitle: string, omniclassName?: string) {
    const manufacturer = await requireManufacturer(ctx, manufacturerTitle)
    let omniclassId: number | undefined
    if (omniclassName !== undefined) {
      const omniclass = await repo.findOmniclass(ctx.db, omniclassName)
      if (!omniclass) throw notFound(`Omniclass "${omniclassName}"`)
      omniclassId = omniclass.id
    }
    const rows = await repo.listProductImages(ctx.db, manufacturer.id, omniclassId)
    return rows.map((row) => toProductImageJson(row, manufacturer.title, baseUrl))
  }

  app.get(
    '/api/manufacturer/:manufacturerTitle/product-images',
    {
      schema: {
        summary: "A manufacturer's product images",
        tags,
        params: ManufacturerParams,
        response: { 200: ProductImageListSchema },
      },
    },
    (request) => listFor(request.params.manufacturerTitle),
  )

  app.get(
    '/api/manufacturer/:manufacturerTitle/omniclass/:omniclassName/product-images',
    {
      schema: {
        summary: "A manufacturer's product images for one omniclass",
        tags,
        params: OmniclassParams,
        response: { 200: ProductImageListSchema },
      },
    },
    (request) => listFor(request.params.manufacturerTitle, request.params.omniclassName),
  )

  app.get(
    '/admin/manufacturer/:title/product-images',
    {
      schema: {
        summary: "A manufacturer's product images, for curation",
        tags,
        params: AdminParams,
        response: { 200: ProductImageListSchema },
      },
    },
    (request) => listFor(request.params.title),
  )

  app.post(
    '/admin/manufacturer/:title/product-images',
    {
      config: { errors: [409] },
      bodyLimit: uploadBodyLimit,
      schema: {
        summary: 'Add a product image (base64 image)',
        tags,
        params: AdminParams,
        body: UploadProductImageRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await uploadProductImage(ctx, request.user, request.params.title, request.body)
      return { message: 'success' as const }
    },
  )

  app.patch(
    '/admin/manufacturer/product-images/update',
    {
      config: { errors: [404] },
      schema: {
        summary: "Change a product image's details",
        tags,
        body: UpdateProductImageRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await updateProductImage(ctx, request.user, request.body)
      return { message: 'success' as const }
    },
  )

  app.delete(
    '/admin/manufacturer/product-images/delete',
    {
      config: { errors: [404] },
      schema: {
        summary: 'Delete a product image',
        tags,
        body: DeleteProductImageRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await deleteProductImage(ctx, request.user, request.body)
      return { message: 'success' as const }
    },
  )
}
