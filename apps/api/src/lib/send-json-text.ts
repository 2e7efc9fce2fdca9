import type { FastifyReply } from 'fastify'

/**
 * Answers JSON that is text already (joined from cached pieces), which Fastify sends as it is: the route's
 * response schema documents the shape but is not applied a second time.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text)
}
