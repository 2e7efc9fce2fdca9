import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createOmniclass } from '../../testing/factories'
import { answerWith, failWith, startFakeModelServer } from './fake-model-server'
import { followGeneration, generate, startGeneration } from './generation-test-kit'
import { completeChat, ModelError } from './model-client'

let t: TestApp
let model: Awaited<ReturnType<typeof startFakeModelServer>>
let user: Awaited<ReturnType<TestApp['signIn']>>

const modelTable = {
  parameters: [
    { name: 'Panel Material', values: ['Steel', 'Wood', 'Fiberglass'] },
    { name: 'STC Rating', values: ['STC 45', 'STC 50', 'STC 55'] },
    { name: 'Fire Rating', values: ['20 min', '60 min', '90 min'] },
    { name: 'Seal Type', values: ['Automatic Door Bottom', 'Perimeter Gasket'] },
    { name: 'Width', values: ['36 in', '42 in', '48 in'] },
    { name: 'Height', values: ['84 in', '96 in'] },
  ],
  suggested_number: '23-17 11 00',
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

beforeAll(async () => {
  model = await startFakeModelServer()
  t = await createTestApp({
    env: { LLM_BASE_URL: model.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'scout-test-model' },
  })
  user = await t.signIn('professional')
  const db = t.database.db
  await createOmniclass(db, { name: 'Doors', number: '23-17 11 00' })
  await createOmniclass(db, {
    name: 'Fire Doors',
    number: '23-17 11 31',
    parameters: [
      { name: 'Fire Rating', values: ['20 min', '60 min'] },
      { name: 'Manufacturer', values: ['Acme Doors', 'Zenith Entry'] },
    ],
  })
  await createOmniclass(db, { name: 'Hollow Metal Doors', number: '23-17 11 13' })
})
afterAll(async () => {
  await t.close()
  await model.close()
})
beforeEach(() => {
  model.calls.length = 0
})

async function storedTable(name: string) {
  const [row] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, name))
  return row!
}

describe('generation with LLM_BASE_URL set', () => {
  it("asks the model for the table's JSON and saves its answer, with the catalogue's Manufacturer column", async () => {
    model.set(answerWith(`\`\`\`json\n${JSON.stringify(modelTable)}\n\`\`\``))
    const { events, done } = await generate(t, user, 'Acoustic Doors')
    expect(done).toEqual({
      type: 'done',
      name: 'Acoustic Doors',
      created: true,
      source: 'generated',
      suggested_number: '23-17 11',
      engine: 'model',
    })
    expect(events.some((e) => e.type === 'progress' && e.step === 'model')).toBe(true)
    expect(model.calls).toHaveLength(1)
    const [call] = model.calls
    expect(call).toMatchObject({
      url: '/v1/chat/completions',
      authorization: 'Bearer test-key',
      body: { model: 'scout-test-model' },
    })
    expect(call!.body.messages.at(-1)!.content).toContain('"Acoustic Doors"')
    expect(call!.body.messages.at(-1)!.content).toContain('23-17 11 31 Fire Doors')
    const row = await storedTable('Acoustic Doors')
    expect(row).toMatchObject({ reviewed: false, source: 'generated', suggestedNumber: '23-17 11' })
    expect(row.parameters).toEqual([
      ...modelTable.parameters,
      { name: 'Manufacturer', values: ['Acme Doors', 'Zenith Entry'] },
    ])
  })

  it.each([
    ['an error status', failWith(503)],
    ['text that is not JSON', answerWith('Sure! Here is a table: Panel Material, STC Rating…')],
    ['JSON of another shape', answerWith(JSON.stringify({ columns: ['Width'] }))],
    [
      'too few parameters',
      answerWith(JSON.stringify({ parameters: modelTable.parameters.slice(0, 3), suggested_number: null })),
    ],
    [
      'values that are not strings',
      answerWith(
        JSON.stringify({ parameters: [{ name: 'Width', values: [36, 42] }], suggested_number: null }),
      ),
    ],
  ])('falls back to the built-in engine on %s', async (label, behaviour) => {
    model.set(behaviour)
    const name = `Fallback Doors ${label.split(' ').at(-1)}`
    const { events, done } = await generate(t, user, name)
    expect(done).toMatchObject({ created: true, engine: 'builtin', suggested_number: '23-17 11' })
    expect(events).toContainEqual({
      type: 'progress',
      step: 'model',
      message: 'The model did not give a usable answer; keeping the built-in draft',
    })
    expect(model.calls).toHaveLength(1)
    const row = await storedTable(done.name)
    expect(row.parameters.filter((p) => p.name !== 'Manufacturer').length).toBeGreaterThanOrEqual(5)
  })

  it('shares one job between two requests of one account while it runs, and saves one table', async () => {
    model.hold()
    const first = await startGeneration(t, user, 'Sound Rated Doors')
    await until(() => model.waiting === 1)
    const second = await startGeneration(t, user, 'sound-rated door')
    expect(second).toBe(first)
    const streams = Promise.all([followGeneration(t, user, first), followGeneration(t, user, second)])
    model.release(answerWith(JSON.stringify(modelTable)))
    const [a, b] = await streams
    expect(a.events.at(-1)).toMatchObject({
      type: 'done',
      name: 'Sound Rated Doors',
      created: true,
      engine: 'model',
    })
    expect(b.events).toEqual(a.events)
    expect(model.calls).toHaveLength(1)
    expect(
      await t.database.db.select().from(omniclasses).where(eq(omniclasses.nameKey, 'sound rated doors')),
    ).toHaveLength(1)
  })

  it('cancels a running job: the stream ends with "cancelled" and nothing is saved', async () => {
    model.hold()
    const jobId = await startGeneration(t, user, 'Blast Resistant Doors')
    await until(() => model.waiting === 1)
    const stream = followGeneration(t, user, jobId)
    const cancel = await t.inject({ method: 'DELETE', url: `/api/omniclass/generate/${jobId}`, as: user })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json()).toEqual({ job_id: jobId, state: 'cancelled' })
    const { events } = await stream
    expect(events.at(-1)).toEqual({ type: 'cancelled', message: 'Generation was cancelled.' })
    model.release(answerWith(JSON.stringify(modelTable)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      await t.database.db.select().from(omniclasses).where(eq(omniclasses.nameKey, 'blast resistant doors')),
    ).toHaveLength(0)
  })
})

describe('the model client', () => {
  it('gives up after its timeout with a ModelError', async () => {
    model.hold()
    const started = Date.now()
    await expect(
      completeChat(
        { baseUrl: model.baseUrl, model: 'm', apiKey: undefined, timeoutMs: 20_000 },
        [{ role: 'user', content: 'hi' }],
        { timeoutMs: 100 },
      ),
    ).rejects.toThrow(ModelError)
    expect(Date.now() - started).toBeLessThan(2_000)
    model.release(failWith(500))
  })

  it('reports an endpoint that cannot be reached as a ModelError', async () => {
    await expect(
      completeChat(
        { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: undefined, timeoutMs: 20_000 },
        [{ role: 'user', content: 'hi' }],
        { timeoutMs: 1_000 },
      ),
    ).rejects.toThrow(/could not be reached/)
  })
})

describe('the RFI e-mail draft with a model', () => {
  const payload = {
    query: { omniclass: 'Hollow Metal Doors', parameters: [{ name: 'Width', value: '36 in' }] },
    file_requests: ['CAD Drawings'],
    user_name: 'Dana',
  }
  const draft = () =>
    t.inject({ method: 'POST', url: '/api/omniclass/manufacturers/request/generate', payload, as: user })

  it("answers the model's letter, unwrapped, after giving it the facts", async () => {
    model.set(
      answerWith('"Hello,\n\nPlease send CAD drawings for 36 in hollow metal doors.\n\nKind regards,\nDana"'),
    )
    const response = await draft()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBe(
      'Hello,\n\nPlease send CAD drawings for 36 in hollow metal doors.\n\nKind regards,\nDana',
    )
    const prompt = model.calls[0]!.body.messages.at(-1)!.content
    expect(prompt).toContain('23-17 11 13 Hollow Metal Doors')
    expect(prompt).toContain('- Width: 36 in')
    expect(prompt).toContain('CAD Drawings')
  })

  it('answers the template when the model fails or answers nothing', async () => {
    for (const behaviour of [failWith(500), answerWith('   ')]) {
      model.set(behaviour)
      const response = await draft()
      expect(response.statusCode).toBe(200)
      expect(response.json()).toContain('I am looking into 23-17 11 13 Hollow Metal Doors')
    }
  })
})
