import type { FastifyInstance } from 'fastify'

/**
 * When this process last began a request someone waits for. Background work (bulk enrichment, decision 016)
 * reads it to rest longer while people are searching, and to go at full speed when no one is.
 */
export type Traffic = { lastRequestAt: number }

/** the calls that are not someone waiting: the enrichment page following its own run, and health probes */
const backgroundPaths = ['/admin/enrichment/', '/healthz']

export function trackTraffic(app: FastifyInstance): Traffic {
  const traffic: Traffic = { lastRequestAt: Number.NEGATIVE_INFINITY }
  app.addHook('onRequest', async (request) => {
    if (!backgroundPaths.some((path) => request.url.startsWith(path)))
      traffic.lastRequestAt = performance.now()
  })
  return traffic
}
