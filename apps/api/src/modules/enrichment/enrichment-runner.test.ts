import { describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { trackTraffic } from '../../lib/traffic'
import { defaultRunnerOptions, restAfterBatch } from './enrichment-runner'

describe('the runner gives way to people using the API (decision 016)', () => {
  it('rests three times a batch while requests come, half of one when none has for two seconds', () => {
    expect(restAfterBatch(400, 10, defaultRunnerOptions)).toBe(1200)
    expect(restAfterBatch(400, 1_999, defaultRunnerOptions)).toBe(1200)
    expect(restAfterBatch(400, 2_000, defaultRunnerOptions)).toBe(200)
    expect(restAfterBatch(400, Number.POSITIVE_INFINITY, defaultRunnerOptions)).toBe(200)
    // never less than the pause, however short the batch
    expect(restAfterBatch(10, Number.POSITIVE_INFINITY, defaultRunnerOptions)).toBe(
      defaultRunnerOptions.pauseMs,
    )
  })

  it('counts the requests someone waits for, not health probes nor the enrichment page following its run', async () => {
    const app = Fastify()
    const traffic = trackTraffic(app)
    for (const url of ['/api/search', '/healthz', '/admin/enrichment/runs/latest'])
      app.get(url, async () => ({ ok: true }))
    await app.ready()
    try {
      await app.inject({ url: '/healthz' })
      await app.inject({ url: '/admin/enrichment/runs/latest' })
      expect(traffic.lastRequestAt).toBe(Number.NEGATIVE_INFINITY)
      const before = performance.now()
      await app.inject({ url: '/api/search?q=doors' })
      expect(traffic.lastRequestAt).toBeGreaterThanOrEqual(before)
    } finally {
      await app.close()
    }
  })
})
