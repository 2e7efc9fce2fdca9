import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ErrorCode } from '@scout/shared/errors'
import { AppError } from '../lib/app-error'

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code
  const message = error instanceof Error ? error.message : ''
  return (
    code === 'ECONNREFUSED' ||
    code === '57P01' || // admin shutdown
    code === '57P03' || // cannot connect now
    /Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED/.test(message)
  )
}

/** One error handler: `{ code, message }` on the wire, never a stack trace, 5xx messages hidden. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]
      const where = [error.validationContext, issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.')]
        .filter(Boolean)
        .join('.')
      const message = `${where ? `${where}: ` : ''}${issue?.message ?? 'Invalid request'}`
      return reply.code(400).send({ code: ErrorCode.validation, message })
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.message })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ code: ErrorCode.badJson, message: 'The body is not valid JSON' })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ code: ErrorCode.tooLarge, message: 'The body is too large' })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(415).send({ code: ErrorCode.unsupportedMediaType, message: 'Send a JSON body' })
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ code: ErrorCode.tooManyAttempts, message: error.message })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: error.code ?? 'BAD_REQUEST', message: error.message })
    }
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).send({ code: ErrorCode.unavailable, message: 'The database is not answering; try again shortly' })
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error')
    return reply.code(500).send({ code: ErrorCode.internal, message: 'Internal server error' })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: ErrorCode.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` })
  })
}
