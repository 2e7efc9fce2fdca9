import { GenerationEventSchema, type GenerationEvent } from '@scout/shared/schemas/generation'
import type { InjectOptions } from 'fastify'
import { buildApp } from '../../app'
import { openDatabase } from '../../db/client'
import type { TestApp } from '../../testing/test-app'

type Caller = { cookie: string }

/** The events of a text/event-stream body, each checked against the shared schema. */
export function parseEventStream(body: string): GenerationEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => GenerationEventSchema.parse(JSON.parse(line.slice('data: '.length))))
}

type Injector = Pick<TestApp, 'inject'>

export async function startGeneration(t: Injector, as: Caller, text: string): Promise<string> {
  const response = await t.inject({ method: 'POST', url: '/api/omniclass/generate', payload: { text }, as })
  if (response.statusCode !== 202)
    throw new Error(`generate answered ${response.statusCode}: ${response.body}`)
  return response.json().job_id
}

/** Follows a job's event stream to its end, as the home page does. */
export async function followGeneration(t: Injector, as: Caller, jobId: string) {
  const response = await t.inject({ method: 'GET', url: `/api/omniclass/generate/${jobId}/events`, as })
  return { response, events: parseEventStream(response.body) }
}

export async function generate(t: Injector, as: Caller, text: string) {
  const { events } = await followGeneration(t, as, await startGeneration(t, as, text))
  const last = events.at(-1)
  if (last?.type !== 'done') throw new Error(`generation of "${text}" ended with ${JSON.stringify(last)}`)
  return { events, done: last }
}

/**
 * A second API process on the same database, as behind a load balancer: another buildApp, with its own
 * connection pool on PostgreSQL (TEST_DATABASE_URL), or on the same PGlite instance when embedded.
 */
export async function openSecondProcess(t: TestApp) {
  const client = (t.database.db as unknown as { $client: { options?: { connectionString?: string } } })
    .$client
  const url = t.database.kind === 'postgres' ? client.options?.connectionString : undefined
  const database = url ? await openDatabase({ kind: 'postgres', url, max: 4 }) : null
  const app = await buildApp({ ...t.ctx, db: database?.db ?? t.ctx.db }, { logger: false })
  await app.ready()
  return {
    inject: ({ as, headers, ...rest }: InjectOptions & { as?: Caller }) =>
      app.inject({ ...rest, headers: { ...headers, ...(as ? { cookie: as.cookie } : {}) } }),
    async close() {
      await app.close()
      await database?.close()
    },
  }
}
