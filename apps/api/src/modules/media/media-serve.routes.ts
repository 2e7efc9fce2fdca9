import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/app-error'
import { cacheControlOf } from './media-keys'
import { isSafeKey } from './media-storage'

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * The API serves the media itself when no CDN is configured (MEDIA_BASE_URL unset), from either backend, with
 * the same cache policy a CDN would get and a content ETag, so a revalidation costs a 304 and no body.
 */
export async function mediaServeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/media/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (!key || !isSafeKey(key)) throw notFound('Media file')
    const object = await ctx.media.get(key)
    if (!object) throw notFound('Media file')
    const etag = `"${crypto.createHash('sha256').update(object.body).digest('base64url').slice(0, 32)}"`
    reply
      .header('cache-control', cacheControlOf(key))
      .header('etag', etag)
      // images are public and shown by the web app's origin (or any page linking them)
      .header('cross-origin-resource-policy', 'cross-origin')
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.type(object.contentType).send(object.body)
  })
}
