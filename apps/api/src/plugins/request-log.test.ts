import { Writable } from 'node:stream'
import { prettyFactory } from 'pino-pretty'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { parseConfig } from '../config/env'
import { prettyOptions } from '../config/logger'
import type { Database } from '../db/client'
import { createMediaStorage } from '../modules/media/storage'
import { createTestDatabase } from '../testing/test-database'

const lines: Record<string, unknown>[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
    done()
  },
})
let database: Database
let app: FastifyInstance
beforeAll(async () => {
  database = await createTestDatabase()
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/scout-request-log' })
  app = await buildApp(
    { config, db: database.db, databaseKind: database.kind, media: createMediaStorage(config) },
    { logger: { level: 'info', stream: capture } },
  )
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('request logging', () => {
  it('writes one line per request, carrying the request id the response returns', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/omniclass/get/all',
      headers: { 'x-request-id': 'trace-41' },
    })
    expect(response.headers['x-request-id']).toBe('trace-41')
    const ofRequest = lines.filter((line) => line.reqId === 'trace-41')
    expect(ofRequest).toHaveLength(1)
    expect(ofRequest[0]).toMatchObject({ method: 'GET', url: '/api/omniclass/get/all', statusCode: 401 })
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([])
  })

  it('reads as a single short line in development', () => {
    const line = lines.find((entry) => entry.reqId === 'trace-41')!
    const pretty = prettyFactory({ ...prettyOptions, colorize: false })(line)
    expect(pretty.trim().split('\n')).toHaveLength(1)
    expect(pretty).toMatch(/INFO.*\[trace-41\] GET \/api\/omniclass\/get\/all 401 [\d.]+ ms/)
  })
})
