import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit'
import type { Executor } from '../db/client'
import { hitRateCounter } from '../lib/rate-counter'

type Result = { current: number; ttl: number }
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * A @fastify/rate-limit store over the database's `rate_counters`: every API process behind one PostgreSQL
 * counts into the same window (the library's default store counts per process).
 */
export function dbRateLimitStore(db: Executor) {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = 'api',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      hitRateCounter(db, `${this.namespace}|${key}`, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: RouteInfo & FastifyRateLimitOptions) {
      const { method, url } = routeOptions.routeInfo ?? {}
      return new DbRateLimitStore(routeOptions, `${[method].flat().join(',')} ${url ?? ''}`)
    }
  }
}
