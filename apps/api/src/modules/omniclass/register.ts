import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { omniclassRoutes } from './omniclass.routes'
import { omniclassAdminRoutes } from './omniclass-admin.routes'
import { omniclassEditRoutes } from './omniclass-edit.routes'
import { omniclassUploadRoutes } from './omniclass-upload.routes'
import { omniclassReviewRoutes } from './omniclass-review.routes'
import { variantRoutes } from './variants.routes'

/** The omniclass module's plugins: one line in app.ts. */
export async function registerOmniclassRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(omniclassRoutes, { ...ctx, prefix: '/api/omniclass' })
  await app.register(omniclassAdminRoutes, { ...ctx, prefix: '/admin/omniclass' })
  await app.register(omniclassEditRoutes, { ...ctx, prefix: '/admin/omniclass' })
  await app.register(omniclassUploadRoutes, { ...ctx, prefix: '/admin/omniclass' })
  await app.register(omniclassReviewRoutes, { ...ctx, prefix: '/admin/omniclass' })
  await app.register(variantRoutes, { ...ctx, prefix: '/admin/omniclass/variant' })
}
