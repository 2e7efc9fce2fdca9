import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { followGeneration, generate, startGeneration } from './generation-test-kit'
import { meetsShapeRules } from './merge-parameters'

let t: TestApp
let user: Awaited<ReturnType<TestApp['signIn']>>
let other: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>

beforeAll(async () => {
  t = await createTestApp()
  user = await t.signIn('professional')
  other = await t.signIn('professional')
  admin = await t.signIn('admin')
  const db = t.database.db
  await createOmniclass(db, { name: 'Openings', number: '23-17 00 00' })
  const doors = await createOmniclass(db, { name: 'Doors', number: '23-17 11 00' })
  const fire = await createOmniclass(db, {
    name: 'Fire Doors',
    number: '23-17 11 31',
    parameters: [
      { name: 'Fire Rating', values: ['20 min', '60 min', '90 min'] },
      { name: 'Material', values: ['Steel', 'Hollow Metal', 'Wood'] },
      { name: 'Manufacturer', values: ['Acme Doors'] },
    ],
  })
  await createOmniclass(db, {
    name: 'Sliding Doors',
    number: '23-17 11 15',
    parameters: [{ name: 'materials', values: ['steel', 'Glass', 'Aluminum'] }],
  })
  await createOmniclass(db, { name: 'Windows', number: '23-17 13 00' })
  await createOmniclass(db, { name: 'Awning Windows', number: '23-17 13 13 21' })
  await createOmniclass(db, { name: 'Faucets', number: '23-31 11 00' })
  await createOmniclass(db, { name: 'Kitchen Faucets', number: '23-31 11 13' })
  await createOmniclass(db, { name: 'Concrete Masonry Units', number: '23-13 21 11' })
  await createManufacturer(db, { title: 'Acme Doors', omniclassIds: [doors.id, fire.id] })
})
afterAll(() => t.close())

describe('POST /api/omniclass/generate and its event stream', () => {
  // each test asks as a new professional: the hourly limit (generation-limits.test.ts) is per account
  beforeEach(async () => {
    user = await t.signIn('professional')
  })

  it('generates a new table for review: progress steps, then the new name, saved with its audit entry', async () => {
    const jobId = await startGeneration(t, user, 'acoustic  doors')
    const { response, events } = await followGeneration(t, user, jobId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(response.body).toMatch(/^id: 1\nevent: progress\ndata: /)
    const progress = events.flatMap((e) => (e.type === 'progress' ? [e] : []))
    expect(progress.map((e) => e.step)).toEqual([
      'checking',
      'similar',
      'similar',
      'ifc',
      'merging',
      'saving',
    ])
    expect(progress[1]!.message).toBe('Kind of product: door')
    expect(progress[2]!.message).toMatch(/^Similar tables: .*Fire Doors/)
    expect(events.at(-1)).toEqual({
      type: 'done',
      name: 'Acoustic Doors',
      created: true,
      source: 'generated',
      suggested_number: '23-17 11',
      engine: 'builtin',
    })

    const table = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get?identifier=Acoustic_Doors',
      as: user,
    })
    expect(table.statusCode).toBe(200)
    const body = table.json()
    expect(body).toMatchObject({
      name: 'Acoustic Doors',
      number: null,
      reviewed: false,
      source: 'generated',
      suggested_number: '23-17 11',
    })
    expect(meetsShapeRules(body.parameters)).toBe(true)
    const names = body.parameters.map((p: { name: string }) => p.name)
    // merged from the similar tables without near-duplicates ("Material" / "materials"), then IFC door properties
    expect(names.filter((n: string) => /^materials?$/i.test(n))).toEqual(['Material'])
    expect(names).toEqual(expect.arrayContaining(['Fire Rating', 'Material', 'Manufacturer']))
    expect(names.some((n: string) => /Self Closing|Fire Exit|Handicap Accessible/.test(n))).toBe(true)
    const material = body.parameters.find((p: { name: string }) => p.name === 'Material')
    expect(material.values.filter((v: string) => v.toLowerCase() === 'steel')).toHaveLength(1)
    expect(body.parameters.at(-1)).toEqual({ name: 'Manufacturer', values: ['Acme Doors'] })

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'generate'), eq(auditLog.entityKey, 'Acoustic Doors')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      userEmail: user.email,
      entity: 'omniclass',
      summary: { suggested_number: '23-17 11', engine: 'builtin' },
    })
  })

  it('borrows nothing from tables of another kind, and suggests no family the catalogue lacks', async () => {
    const { events, done } = await generate(t, user, 'Fire Sprinklers')
    const messages = events.flatMap((e) => (e.type === 'progress' ? [e.message] : []))
    expect(messages).toEqual(
      expect.arrayContaining([
        'Kind of product: sprinkler',
        'No similar tables of the same kind in the catalogue',
      ]),
    )
    expect(done).toMatchObject({ name: 'Fire Sprinklers', created: true, suggested_number: null })
    const table = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get?identifier=Fire_Sprinklers',
      as: user,
    })
    const parameters: { name: string; values: string[] }[] = table.json().parameters
    expect(meetsShapeRules(parameters)).toBe(true)
    const names = parameters.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['K-Factor', 'Temperature Rating', 'Response']))
    // Fire Doors share "fire" with the text; neither their columns nor their makers belong to sprinklers
    expect(names.some((n) => /Fire Exit|Self Closing|^Material$/.test(n))).toBe(false)
    expect(parameters.at(-1)).toEqual({ name: 'Manufacturer', values: [] })
  })

  it('opens the existing table instead of generating one (any case, spacing, number of the last word, a misspelling or a synonym)', async () => {
    await createOmniclass(t.database.db, { name: 'Toilets With Tank', number: '23-31 19 11' })
    const before = await t.database.db.select().from(omniclasses)
    for (const text of [
      'fire doors',
      'FIRE   DOOR',
      'Fire_Doors',
      '23-17 11 31',
      'fire doors 90 minute',
      'i need a fire rated door for a stair',
      'Doors, Fire', // a specification's order
    ]) {
      const { events, done } = await generate(t, user, text)
      expect(done, text).toEqual({
        type: 'done',
        name: 'Fire Doors',
        created: false,
        source: 'catalogue',
        suggested_number: null,
        engine: null,
      })
      expect(events.filter((e) => e.type === 'progress')).toHaveLength(1)
    }
    for (const [text, name] of [
      ['Awning Widnows', 'Awning Windows'],
      ['kitchen faucest', 'Kitchen Faucets'],
      ['Moen kitchen faucets', 'Kitchen Faucets'], // a maker's name before the product
      ['CMU', 'Concrete Masonry Units'],
      ['concrete blocks', 'Concrete Masonry Units'],
      ['toilet with tank', 'Toilets With Tank'], // the thing's own word in the other number
    ] as const) {
      const { done } = await generate(t, user, text)
      expect(done, text).toMatchObject({ name, created: false, source: 'catalogue' })
    }
    expect(await t.database.db.select().from(omniclasses)).toHaveLength(before.length)
  })

  it('opens a near-duplicate: the same words in another order, number or punctuation (issue 26)', async () => {
    const db = t.database.db
    await createOmniclass(db, { name: 'Acoustic Ceiling Panels', number: '23-15 19 15 13' })
    await createOmniclass(db, { name: 'Conveyor Belts', number: '23-21 11 13' })
    for (const text of ['Ceiling Acoustic Panels', 'acoustic-ceiling panel', 'Acoustic Ceiling-Panels!']) {
      const { done } = await generate(t, user, text)
      expect(done, text).toMatchObject({ name: 'Acoustic Ceiling Panels', created: false })
    }
    // another last word names another thing
    expect((await generate(t, user, 'Belt Conveyors')).done).toMatchObject({ created: true })
    // and among the tables awaiting review
    expect((await generate(t, user, 'Bike Repair Stations')).done).toMatchObject({ created: true })
    expect((await generate(t, user, 'Repair Bike Station')).done).toMatchObject({
      name: 'Bike Repair Stations',
      created: false,
    })
  })

  it('reads words typed run together and qualities typed after the product as people write them', async () => {
    for (const [text, name, column] of [
      ['checkvalves', 'Check Valves', 'Cracking Pressure'],
      ['smoke detector photoelectric', 'Photoelectric Smoke Detector', 'Listing'],
      ['sprinkler heads pendent', 'Pendent Sprinkler Heads', 'K-Factor'], // no pendant light
    ] as const) {
      const { done } = await generate(t, user, text)
      expect(done, text).toMatchObject({ name, created: true })
      const [stored] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, name))
      expect(stored!.parameters.map((p) => p.name)).toContain(column)
    }
    const again = await generate(t, user, 'photoelectric smoke detectors')
    expect(again.done).toMatchObject({ name: 'Photoelectric Smoke Detector', created: false })
  })

  it('lets a later request for the same text open the table the first one made', async () => {
    const first = await generate(t, user, 'Bifold Closet Doors')
    expect(first.done).toMatchObject({ name: 'Bifold Closet Doors', created: true })
    const second = await generate(t, user, ' bifold closet door! ')
    expect(second.done).toMatchObject({
      name: 'Bifold Closet Doors',
      created: false,
      source: 'generated',
      suggested_number: '23-17 11',
    })
    const rows = await t.database.db
      .select()
      .from(omniclasses)
      .where(eq(omniclasses.nameKey, 'bifold closet doors'))
    expect(rows).toHaveLength(1)
    // an acronym's plural with an apostrophe is the same table too, named by what the acronym abbreviates
    const ervs = 'Energy Recovery Ventilators'
    expect((await generate(t, user, "ERV's")).done).toMatchObject({ name: ervs, created: true })
    expect((await generate(t, user, 'ERVs')).done).toMatchObject({ name: ervs, created: false })
    expect((await generate(t, admin, 'energy recovery ventilator')).done).toMatchObject({ created: false })
    // a size typed with the product is no other product: the table keeps its size column
    const sized = await generate(t, user, '10 ton rooftop units')
    expect(sized.done).toMatchObject({ name: 'Rooftop Units', created: true })
    const [stored] = await t.database.db
      .select()
      .from(omniclasses)
      .where(eq(omniclasses.name, 'Rooftop Units'))
    expect(stored!.parameters.map((p) => p.name)).toContain('Cooling Capacity')
    expect((await generate(t, user, 'rooftop units 25 tons')).done).toMatchObject({ created: false })
    // nor is its acronym, though the table awaits review and the catalogue model leaves it out
    expect((await generate(t, user, 'RTUs')).done).toMatchObject({ name: 'Rooftop Units', created: false })
    // someone else is told it awaits review, and is shown nothing of it
    const { events } = await followGeneration(t, other, await startGeneration(t, other, 'RTUs'))
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: expect.stringMatching(/^"Rooftop Units" was generated by someone else .* awaiting review/),
    })
  })

  it('learns and borrows nothing from generated tables no one has reviewed yet', async () => {
    expect((await generate(t, user, 'Quonset Widget Frames')).done).toMatchObject({ created: true })
    const { events, done } = await generate(t, user, 'Quonset Widget Mounts')
    expect(done).toMatchObject({ created: true })
    const messages = events.flatMap((e) => (e.type === 'progress' ? [e.message] : []))
    expect(messages).toContain('No similar tables in the catalogue')
  })

  it('answers the job as JSON too, for clients that poll', async () => {
    const jobId = await startGeneration(t, user, 'Touchless Faucets')
    await followGeneration(t, user, jobId)
    const response = await t.inject({ method: 'GET', url: `/api/omniclass/generate/${jobId}`, as: user })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ job_id: jobId, text: 'Touchless Faucets', state: 'done' })
    expect(response.json().events.at(-1)).toMatchObject({ type: 'done', suggested_number: '23-31 11' })
  })

  it('shows generated tables to administrators in the unreviewed list, with their source and suggested number', async () => {
    await generate(t, user, 'Pocket Doors')
    const response = await t.inject({ method: 'GET', url: '/admin/omniclass/not_reviewed', as: admin })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toContainEqual({
      number: null,
      name: 'Pocket Doors',
      reviewed: false,
      source: 'generated',
      suggested_number: '23-17 11',
      parameters_suggested: false,
    })
  })
})

describe('bad input', () => {
  it.each([
    ['empty text', '', /Type the product to generate/],
    ['only spaces', '   ', /Type the product to generate/],
    ['1,000 characters', 'door '.repeat(200), /150 characters/],
    ['punctuation only', '?!.,;-- //', /letters or digits/],
    ['markup', '<script>alert(1)</script>', /cannot contain < or >/],
  ])('refuses %s with a reason and starts nothing', async (_, text, reason) => {
    const before = await t.database.db.select().from(omniclasses)
    const response = await t.inject({
      method: 'POST',
      url: '/api/omniclass/generate',
      payload: { text },
      as: user,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(reason),
    })
    expect(await t.database.db.select().from(omniclasses)).toHaveLength(before.length)
  })

  it('refuses a body without text, and unknown fields', async () => {
    for (const payload of [{}, { text: 'Doors', extra: 1 }, { text: 42 }]) {
      const response = await t.inject({ method: 'POST', url: '/api/omniclass/generate', payload, as: user })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })

  it('ends a job for text that names nothing with the reason, and saves nothing', async () => {
    const before = await t.database.db.select().from(omniclasses)
    const { events } = await followGeneration(t, user, await startGeneration(t, user, 'qwzx blorft vandle'))
    expect(events.at(-1)).toEqual({
      type: 'failed',
      code: 'NOT_A_PRODUCT',
      message: expect.stringMatching(
        /^Scout does not recognise "Qwzx Blorft Vandle" as a building product\./,
      ),
    })
    for (const text of ['n/a', '??? a', 'kohler']) {
      const ended = await followGeneration(t, user, await startGeneration(t, user, text))
      expect(ended.events.at(-1), text).toMatchObject({ type: 'failed' })
    }
    expect(await t.database.db.select().from(omniclasses)).toHaveLength(before.length)
    // a sentence of English words naming no building product is refused too (issue 26), so a word of the trade's
    // the dictionary lacks reads as one by a building word ending it, here the catalogue's "centrifuges"
    for (const text of ['how are you today', 'spaghetti carbonara']) {
      const ended = await followGeneration(t, user, await startGeneration(t, user, text))
      expect(ended.events.at(-1), text).toMatchObject({ type: 'failed', message: /does not recognise/ })
    }
    await createOmniclass(t.database.db, { name: 'Laboratory Centrifuges', number: '23-37 11 00' })
    const { done } = await generate(t, user, 'Microcentrifuges')
    expect(done).toMatchObject({ created: true, name: 'Microcentrifuges' })
  })

  it('answers 404 for an unknown job, whether read, streamed or cancelled', async () => {
    for (const [method, url] of [
      ['GET', '/api/omniclass/generate/no-such-job'],
      ['GET', '/api/omniclass/generate/no-such-job/events'],
      ['DELETE', '/api/omniclass/generate/no-such-job'],
    ] as const) {
      const response = await t.inject({ method, url, as: user })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Generation job not found' })
    }
  })

  it('does not let someone cancel a job they did not ask for', async () => {
    const jobId = await startGeneration(t, user, 'Dutch Doors')
    const response = await t.inject({ method: 'DELETE', url: `/api/omniclass/generate/${jobId}`, as: other })
    expect(response.statusCode).toBe(404)
    await followGeneration(t, user, jobId)
  })

  it('needs a session', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/omniclass/generate',
      payload: { text: 'Doors' },
    })
    expect(response.statusCode).toBe(401)
  })
})
