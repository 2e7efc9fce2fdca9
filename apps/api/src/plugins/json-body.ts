import type { FastifyInstance } from 'fastify'

/**
 * A DELETE carries no body, yet clients (fetch wrappers, proxies) often still label it
 * `application/json`; Fastify's JSON parser refuses that empty body with 415. Here an empty DELETE
 * body reads as no body; every other method and every non-empty body go through Fastify's own
 * parser unchanged (prototype-poisoning checks included). The CSRF origin check runs before parsing.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })
}
