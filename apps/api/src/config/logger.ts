import type { FastifyServerOptions } from 'fastify'
import type { Config } from './env'

/** Development reads one line per event: time, level, the request's id, the message; no key dumps. */
export const prettyOptions = {
  ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
  translateTime: 'HH:MM:ss',
  singleLine: true,
  messageFormat: '{if reqId}[{reqId}] {end}{msg}',
}

/** JSON lines in production (for a log collector); pretty single lines in development. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    transport: config.isProduction ? undefined : { target: 'pino-pretty', options: prettyOptions },
  }
}
