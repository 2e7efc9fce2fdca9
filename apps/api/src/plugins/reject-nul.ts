import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@scout/shared/errors'

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1))
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1))
}

/**
 * PostgreSQL text cannot hold a NUL character, so a NUL anywhere in the path, query or body is
 * refused once here, for every route, instead of failing deep inside a query.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return reply
        .code(400)
        .send({ code: ErrorCode.validation, message: 'Text may not contain NUL characters' })
    }
  })
}
