import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ErrorCode } from '@scout/shared/errors'
import { AppError } from '../lib/app-error'

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
])
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|Client has encountered a connection error|Connection ended|Client was closed and is not queryable|Cannot use a pool after calling end|^timeout expired$/
/** the client or the server gave up waiting: the statement is bounded so that no request hangs (ADR 008) */
const timeoutMessages = /^Query read timeout$|canceling statement due to statement timeout/

/** True when the database is unreachable; drizzle wraps driver errors, so the cause chain is walked. */
export function isConnectionError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: string }).code
    if (code && connectionCodes.has(code)) return true
    if (current instanceof Error && connectionMessages.test(current.message)) return true
    if (isTimeout(current)) return true
  }
  return false
}

function isTimeout(error: unknown) {
  return (
    (error as { code?: string }).code === '57014' ||
    (error instanceof Error && timeoutMessages.test(error.message))
  )
}

/** The reason a 503 gives: a timeout says the database is slow or cut off, anything else that it is away. */
export function unavailableMessage(error: unknown) {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  )
    if (isTimeout(current)) return 'The database did not answer in time; try again shortly'
  return 'The database is not answering; try again shortly'
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
      return reply.code(503).send({ code: ErrorCode.unavailable, message: unavailableMessage(error) })
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'unhandled error')
    return reply.code(500).send({ code: ErrorCode.internal, message: 'Internal server error' })
  })

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ code: ErrorCode.notFound, message: `No route ${request.method} ${request.url.split('?')[0]}` })
  })
}
