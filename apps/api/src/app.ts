import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppContext } from './app-context'
import { registerAccessControl } from './plugins/access'
import { registerErrorHandling } from './plugins/errors'
import { registerNulGuard } from './plugins/reject-nul'
import { dbRateLimitStore } from './plugins/db-rate-limit-store'
import { registerCompression } from './plugins/compression'
import { registerCachePolicy } from './plugins/cache-policy'
import { registerJsonBodyParser } from './plugins/json-body'
import { OneLineRequestLog, registerRequestIdEcho, requestIdOf } from './plugins/request-log'
import { registerOpenApi } from './plugins/openapi'
import { authRoutes } from './modules/auth/auth.routes'
import { createSessionsRepository } from './modules/auth/sessions.repository'
import { healthRoutes } from './modules/health/health.routes'
import { usersRoutes } from './modules/users/users.routes'
import { mailRoutes } from './modules/mail/mail.routes'
import { searchRoutes } from './modules/search/search.routes'
import { refinementRoutes } from './modules/refinement/refinement.routes'
import { mediaRoutes } from './modules/media/media.routes'
import { manufacturersRoutes } from './modules/manufacturers/manufacturers.routes'
import { similarMakersRoutes } from './modules/manufacturers/similar-makers.routes'
import { makerRequestsRoutes } from './modules/manufacturers/maker-requests.routes'
import { manufacturersAdminRoutes } from './modules/manufacturers/manufacturers-admin.routes'
import { contactsAdminRoutes } from './modules/contacts/contacts.routes'
import { rfiRoutes } from './modules/rfi/rfi.routes'
import { registerOmniclassRoutes } from './modules/omniclass/register'
import { adminRoutes } from './modules/admin/admin.routes'
import { generationRoutes } from './modules/generation/generation.routes'
import { createGenerationPool } from './modules/generation/generation-pool'
import { enrichmentRoutes } from './modules/enrichment/enrichment.routes'
import { trackTraffic } from './lib/traffic'

export const defaultBodyLimit = 1024 * 1024

/** The API as a plugin-composed instance; the server and the tests build it the same way (fastify/demo). */
export async function buildApp(given: AppContext, options: FastifyServerOptions = {}) {
  const ctx: AppContext = { ...given, generationPool: given.generationPool ?? createGenerationPool() }
  const app = Fastify({
    bodyLimit: defaultBodyLimit,
    trustProxy: ctx.config.trustProxy,
    // titles travel in paths (spec §7); URL-encoded, a 300-character title can need ~900 characters
    routerOptions: { maxParamLength: 2048 },
    // a malformed URL or media type is refused in our own error shape, like every other 4xx
    frameworkErrors: (error, _request, reply) => {
      const plain = reply as unknown as FastifyReply
      plain.code(error.statusCode ?? 400).send({ code: error.code ?? 'BAD_REQUEST', message: error.message })
    },
    // the caller's X-Request-Id (validated) or a UUID: unique across processes, unlike Fastify's counter
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    ...options,
  })
  // added before any module's hook, so it runs after them all: modules stop their work before the pool closes
  if (!given.generationPool) app.addHook('onClose', () => ctx.generationPool!.close())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerNulGuard(app)
  registerJsonBodyParser(app)
  registerRequestIdEcho(app)
  registerCachePolicy(app)
  ctx.traffic = trackTraffic(app)
  await registerCompression(app)

  await app.register(cookie)
  await app.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'same-site' } })
  // the default allows only GET, HEAD and POST: the admin API's PUT, PATCH and DELETE would fail their preflight
  await app.register(cors, {
    origin: ctx.config.allowedOrigins,
    credentials: true,
    maxAge: 600,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })
  // counted in the database, so every API process behind one PostgreSQL shares each limit
  await app.register(rateLimit, { global: false, store: dbRateLimitStore(ctx.db) })
  await registerOpenApi(app, ctx.config.apiHost)

  const sessions = createSessionsRepository(ctx.db, ctx.config.sessionIdleMs)
  registerAccessControl(app, {
    allowedOrigins: ctx.config.allowedOrigins,
    secureCookies: ctx.config.isProduction,
    idleMs: ctx.config.sessionIdleMs,
    findSession: (token) => sessions.findSession(token),
  })

  await app.register(healthRoutes, ctx)
  await app.register(authRoutes, { ...ctx, prefix: '/api/auth' })
  await app.register(usersRoutes, { ...ctx, prefix: '/admin/users' })
  await app.register(mailRoutes, { ...ctx, prefix: '/admin/mail' })
  await app.register(searchRoutes, ctx)
  await app.register(refinementRoutes, ctx)
  await app.register(mediaRoutes, ctx)
  await app.register(manufacturersRoutes, { ...ctx, prefix: '/api' })
  await app.register(similarMakersRoutes, ctx)
  await app.register(makerRequestsRoutes, ctx)
  await app.register(rfiRoutes, { ...ctx, prefix: '/api' })
  await app.register(manufacturersAdminRoutes, { ...ctx, prefix: '/admin/manufacturer' })
  await app.register(contactsAdminRoutes, { ...ctx, prefix: '/admin/contacts' })
  await registerOmniclassRoutes(app, ctx)
  await app.register(generationRoutes, { ...ctx, prefix: '/api/omniclass' })
  await app.register(enrichmentRoutes, { ...ctx, prefix: '/admin/enrichment' })
  await app.register(adminRoutes, { ...ctx, prefix: '/admin' })

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger())
  return app
}
