import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'

export const requestIdHeader = 'x-request-id'
// a caller's id lands in every log line: short, and nothing a log viewer or terminal could misread
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/

/** The caller's X-Request-Id when it is sane (a proxy or client correlating), else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader]
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID()
}

/** The X-Request-Id goes back in every response, so a user's report can be matched to the server's lines. */
export function registerRequestIdEcho(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id)
  })
}

/**
 * One log line per request, when it completes, instead of Fastify's two multi-line entries (the
 * request's id is in it, as in every line logged while serving the request).
 */
export class OneLineRequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' })
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime * 10) / 10
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms }
    const message = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`
    if (error) reply.log.error({ ...line, err: error }, message)
    else reply.log.info(line, message)
  }
}
