import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { generationJobs, omniclasses } from '../../db/schema'
import { createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { answerWith, startFakeModelServer } from './fake-model-server'
import { jobKey } from './generation-jobs'
import { leaseLostMessage } from './generation-jobs.repository'
import {
  followGeneration,
  generate,
  openSecondProcess,
  parseEventStream,
  startGeneration,
} from './generation-test-kit'

/** Issue 26: jobs live in the database, so any API process can follow, stream, join or cancel them. */
let t: TestApp
let second: Awaited<ReturnType<typeof openSecondProcess>>
let model: Awaited<ReturnType<typeof startFakeModelServer>>
let user: Awaited<ReturnType<TestApp['signIn']>>

const modelTable = JSON.stringify({
  parameters: [
    { name: 'Panel Material', values: ['Steel', 'Wood'] },
    { name: 'STC Rating', values: ['STC 45', 'STC 50'] },
    { name: 'Fire Rating', values: ['20 min', '60 min'] },
    { name: 'Seal Type', values: ['Gasket', 'Door Bottom'] },
    { name: 'Width', values: ['36 in', '42 in'] },
  ],
  suggested_number: '23-17 11',
})
const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

beforeAll(async () => {
  model = await startFakeModelServer()
  t = await createTestApp({ env: { LLM_BASE_URL: model.baseUrl } })
  second = await openSecondProcess(t)
  user = await t.signIn('professional')
  await createOmniclass(t.database.db, { name: 'Doors', number: '23-17 11 00' })
  await createOmniclass(t.database.db, { name: 'Fire Doors', number: '23-17 11 31' })
})
afterAll(async () => {
  await second?.close()
  await t?.close()
  await model?.close()
})

describe('generation jobs across API processes', () => {
  it('follows, polls and joins through one process a job running in another, and resumes its stream', async () => {
    model.hold()
    const jobId = await startGeneration(t, user, 'Sound Rated Doors')
    await until(() => model.waiting === 1)
    const polled = await second.inject({ method: 'GET', url: `/api/omniclass/generate/${jobId}`, as: user })
    expect(polled.statusCode).toBe(200)
    expect(polled.json()).toMatchObject({ job_id: jobId, state: 'running' })
    expect(polled.json().events[0]).toMatchObject({ type: 'progress', step: 'checking' })
    // the same text again, through the other process: the same job
    expect(await startGeneration(second, user, 'sound-rated door')).toBe(jobId)
    const stream = followGeneration(second, user, jobId)
    model.release(answerWith(modelTable))
    const { response, events } = await stream
    expect(events.at(-1)).toMatchObject({ type: 'done', name: 'Sound Rated Doors', created: true })
    expect(response.body).toMatch(/^id: 1\nevent: progress\n/)
    expect(model.calls).toHaveLength(1)

    // a browser reconnecting with Last-Event-ID gets what it missed, and only that
    const resumed = await second.inject({
      method: 'GET',
      url: `/api/omniclass/generate/${jobId}/events`,
      headers: { 'last-event-id': '2' },
      as: user,
    })
    expect(resumed.body).toMatch(/^id: 3\n/)
    expect(parseEventStream(resumed.body)).toEqual(events.slice(2))
  })

  it('cancels through one process a job running in another: it ends "cancelled" and saves nothing', async () => {
    model.hold()
    const jobId = await startGeneration(t, user, 'Blast Resistant Doors')
    await until(() => model.waiting === 1)
    const stream = followGeneration(t, user, jobId)
    const cancel = await second.inject({
      method: 'DELETE',
      url: `/api/omniclass/generate/${jobId}`,
      as: user,
    })
    expect(cancel.json()).toEqual({ job_id: jobId, state: 'cancelled' })
    expect((await stream).events.at(-1)).toEqual({ type: 'cancelled', message: 'Generation was cancelled.' })
    model.release(answerWith(modelTable))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const saved = await t.database.db
      .select()
      .from(omniclasses)
      .where(eq(omniclasses.nameKey, 'blast resistant doors'))
    expect(saved).toHaveLength(0)
    // another account cannot read, stream or cancel it
    const stranger = await t.signIn('professional')
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await second.inject({ method, url: `/api/omniclass/generate/${jobId}`, as: stranger })
      expect(response.statusCode).toBe(404)
    }
  })

  it('fails a job whose process stopped renewing its lease, and starts afresh for the same text', async () => {
    await t.database.db.insert(generationJobs).values({
      id: 'job-of-a-dead-process',
      userId: user.id,
      key: jobKey('Dutch Doors'),
      text: 'Dutch Doors',
      owner: 'a process that died',
      leaseUntil: new Date(Date.now() - 1_000),
      deadline: new Date(Date.now() + 50_000),
      events: [{ type: 'progress', step: 'checking', message: 'Checking whether "Dutch Doors" is there' }],
    })
    const { events } = await followGeneration(second, user, 'job-of-a-dead-process')
    expect(events.at(-1)).toEqual({ type: 'failed', message: leaseLostMessage })
    model.set(answerWith(modelTable))
    const fresh = await startGeneration(t, user, 'Dutch Doors')
    expect(fresh).not.toBe('job-of-a-dead-process')
    expect((await followGeneration(t, user, fresh)).events.at(-1)).toMatchObject({
      type: 'done',
      created: true,
    })
  })

  it('limits a professional to 10 new tables an hour across processes, opening existing ones aside', async () => {
    model.set(answerWith(modelTable))
    const busy = await t.signIn('professional')
    expect((await generate(t, busy, 'fire doors')).done).toMatchObject({ created: false })
    for (let i = 0; i < 10; i++) {
      const through = i % 2 ? second : t
      const { done } = await generate(through, busy, `Limit Test Doors ${String.fromCharCode(65 + i)}`)
      expect(done).toMatchObject({ created: true })
    }
    for (const through of [t, second]) {
      const response = await through.inject({
        method: 'POST',
        url: '/api/omniclass/generate',
        payload: { text: 'One More Door' },
        as: busy,
      })
      expect(response.statusCode).toBe(429)
      expect(response.json()).toEqual({
        code: 'GENERATION_LIMIT',
        message: expect.stringMatching(/^You can generate 10 new tables an hour; try again in 60 minutes/),
      })
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    }
    // another professional is not held back by it
    expect(await startGeneration(second, user, 'Fire Doors')).toBeTruthy()
  })
})
