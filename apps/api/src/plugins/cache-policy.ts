import type { FastifyInstance } from 'fastify'

/** Public reads that are the same for everyone and change only with a deploy. */
const sharedReads: Record<string, string> = {
  '/api/docs': 'public, max-age=300',
}

/**
 * Every API answer says how it may be cached. Catalogue reads depend on the session cookie, so no
 * shared cache (CDN, proxy) may keep them; the browser may keep them but must ask again. Writes,
 * errors, sign-in and admin data are never stored. A route that sets its own header (media) keeps it.
 */
export function registerCachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload
    const route = request.routeOptions.url ?? ''
    const read = request.method === 'GET' || request.method === 'HEAD'
    const shared = sharedReads[route]
    if (read && reply.statusCode === 200 && shared) reply.header('cache-control', shared)
    else if (read && reply.statusCode === 200 && route.startsWith('/api/') && !route.startsWith('/api/auth'))
      reply.header('cache-control', 'private, no-cache')
    else reply.header('cache-control', 'no-store')
    return payload
  })
}
