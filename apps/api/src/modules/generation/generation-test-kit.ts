import { GenerationEventSchema, type GenerationEvent } from '@scout/shared/schemas/generation'
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

export async function startGeneration(t: TestApp, as: Caller, text: string): Promise<string> {
  const response = await t.inject({ method: 'POST', url: '/api/omniclass/generate', payload: { text }, as })
  if (response.statusCode !== 202)
    throw new Error(`generate answered ${response.statusCode}: ${response.body}`)
  return response.json().job_id
}

/** Follows a job's event stream to its end, as the home page does. */
export async function followGeneration(t: TestApp, as: Caller, jobId: string) {
  const response = await t.inject({ method: 'GET', url: `/api/omniclass/generate/${jobId}/events`, as })
  return { response, events: parseEventStream(response.body) }
}

export async function generate(t: TestApp, as: Caller, text: string) {
  const { events } = await followGeneration(t, as, await startGeneration(t, as, text))
  const last = events.at(-1)
  if (last?.type !== 'done') throw new Error(`generation of "${text}" ended with ${JSON.stringify(last)}`)
  return { events, done: last }
}
