import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { logoRoutes } from './logos.routes'
import { mediaServeRoutes } from './media-serve.routes'
import { productImageRoutes } from './product-images.routes'

/** Logos, product images and the public /media files; paths are absolute because they span /api, /admin and /media. */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(mediaServeRoutes, ctx)
  await app.register(productImageRoutes, ctx)
  await app.register(logoRoutes, ctx)
}
