import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { auditLog, mailOutbox, omniclassLenders, omniclasses } from '../../db/schema'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { generate } from '../generation/generation-test-kit'
import { saveLenders } from '../generation/lenders.repository'

let t: TestApp
let pro: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>
let generated = ''

const similar = (omniclass: string, as = pro) =>
  t.inject({ method: 'GET', url: `/api/omniclass/manufacturers/similar?omniclass=${omniclass}`, as })
const all = (omniclass: string, as = pro) =>
  t.inject({ method: 'GET', url: `/api/omniclass/manufacturers/all?omniclass=${omniclass}`, as })
const associate = (omniclass: string, title: string, as = admin) =>
  t.inject({
    method: 'POST',
    url: '/admin/omniclass/manufacturers/associate',
    as,
    payload: { omniclass, manufacturer_title: title },
  })
const rfi = (omniclass: string, titles: string[]) =>
  t.inject({
    method: 'POST',
    url: '/api/omniclass/manufacturers/request',
    as: pro,
    payload: {
      query: { omniclass, parameters: [{ name: 'Fire Rating', value: '60 min' }] },
      manufacturer_titles: titles,
      email_content: 'Please send your catalogue.',
      user_email: 'dana@studio.example',
      user_name: 'Dana Architect',
      fileRequests: [],
      document_categories: [],
    },
  })

beforeAll(async () => {
  t = await createTestApp()
  pro = await t.signIn('professional')
  admin = await t.signIn('admin')
  const db = t.database.db
  const doors = await createOmniclass(db, { name: 'Doors', number: '23-17 11 00' })
  const fire = await createOmniclass(db, {
    name: 'Fire Doors',
    number: '23-17 11 31',
    parameters: [
      { name: 'Fire Rating', values: ['20 min', '60 min', '90 min'] },
      { name: 'Material', values: ['Steel', 'Hollow Metal', 'Wood'] },
    ],
  })
  const windows = await createOmniclass(db, { name: 'Windows', number: '23-17 13 00' })
  const mail = (title: string) => `${title.toLowerCase().replace(/\W+/g, '')}@makers.example`
  await createManufacturer(db, { title: 'Blaze Doors', email: mail('blaze'), omniclassIds: [fire.id] })
  await createManufacturer(db, {
    title: 'Verified Fire Co',
    email: mail('verified'),
    verified: true,
    verifiedOn: '2026-01-02',
    omniclassIds: [fire.id],
  })
  // makes both lenders: it takes its better one
  await createManufacturer(db, {
    title: 'Portal Works',
    email: mail('portal'),
    omniclassIds: [doors.id, fire.id],
  })
  await createManufacturer(db, { title: 'Only Doors Inc', email: mail('only'), omniclassIds: [doors.id] })
  await createManufacturer(db, { title: 'Pane Windows', email: mail('pane'), omniclassIds: [windows.id] })
  generated = (await generate(t, pro, 'acoustic fire doors')).done.name
})
afterAll(() => t.close())

describe('makers of similar products (issue 27, decision 017)', () => {
  it('a generated table records the tables it learned from, most similar first', async () => {
    const db = t.database.db
    const [table] = await db.select().from(omniclasses).where(eq(omniclasses.name, generated))
    const rows = await db
      .select({
        name: omniclasses.name,
        similarity: omniclassLenders.similarity,
        rank: omniclassLenders.rank,
      })
      .from(omniclassLenders)
      .innerJoin(omniclasses, eq(omniclasses.id, omniclassLenders.lenderId))
      .where(eq(omniclassLenders.omniclassId, table!.id))
      .orderBy(asc(omniclassLenders.rank))
    expect(rows.map((row) => row.name)).toContain('Fire Doors')
    expect(rows[0]!.name).toBe('Fire Doors')
    for (const [i, row] of rows.entries()) {
      expect(row.rank).toBe(i)
      expect(row.similarity).toBeGreaterThan(0)
      if (i > 0) expect(row.similarity).toBeLessThanOrEqual(rows[i - 1]!.similarity)
    }
    expect(rows.map((row) => row.name)).not.toContain('Windows')
  })

  it('Step 3 offers the makers of its lenders, ranked, each once with the table it makes', async () => {
    const response = await similar(generated)
    expect(response.statusCode).toBe(200)
    const makers = response.json() as { title: string; similar_to: { name: string }; similarity: number }[]
    expect(makers.map((m) => [m.title, m.similar_to.name])).toEqual([
      ['Verified Fire Co', 'Fire Doors'],
      ['Blaze Doors', 'Fire Doors'],
      ['Portal Works', 'Fire Doors'],
      ...(makers.length > 3 ? [['Only Doors Inc', 'Doors']] : []),
    ])
    expect(makers.every((m, i) => i === 0 || m.similarity <= makers[i - 1]!.similarity)).toBe(true)
    // the real list stays empty: they are not mixed in
    expect((await all(generated)).json()).toEqual([])
  })

  it('a table with manufacturers of its own is offered none', async () => {
    const db = t.database.db
    const [fire] = await db.select().from(omniclasses).where(eq(omniclasses.name, 'Fire Doors'))
    const [doors] = await db.select().from(omniclasses).where(eq(omniclasses.name, 'Doors'))
    await saveLenders(db, fire!.id, [{ id: doors!.id, similarity: 3 }])
    expect((await similar('Fire Doors')).json()).toEqual([])
    expect((await similar('Unknown Widgets')).statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url: '/api/omniclass/manufacturers/similar' })).statusCode).toBe(
      401,
    )
  })

  it('a request to a maker of similar products says what is looked for; an unrelated one is refused', async () => {
    const sent = await rfi(generated, ['Blaze Doors'])
    expect(sent.statusCode).toBe(200)
    const [message] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.rfiRequestId, sent.json().id))
    expect(message!.toAddress).toBe('blaze@makers.example')
    expect(message!.body).toContain(
      `You are asked as a maker of a similar product: you make Fire Doors, and Dana Architect is looking for ${generated}.`,
    )
    expect(message!.body).toContain('- Fire Rating: 60 min')
    expect(message!.subject).toContain(generated)

    const draft = (titles: string[]) =>
      t.inject({
        method: 'POST',
        url: '/api/omniclass/manufacturers/request/generate',
        as: pro,
        payload: {
          query: { omniclass: generated, parameters: [] },
          file_requests: [],
          manufacturer_titles: titles,
        },
      })
    expect((await draft(['Blaze Doors'])).json()).toContain(
      `I understand you make Fire Doors; if you also make ${generated}, or something close to it`,
    )
    expect((await draft(['Blaze Doors', 'Pane Windows'])).json()).not.toContain('I understand')

    const unrelated = await rfi(generated, ['Blaze Doors', 'Pane Windows'])
    expect(unrelated.statusCode).toBe(400)
    expect(unrelated.json().message).toBe(
      `"Pane Windows" is neither a manufacturer of "${generated}" nor a maker of a similar product`,
    )
    // its own maker is asked as before, without the similar-product line
    const own = await rfi('Fire Doors', ['Blaze Doors'])
    expect(own.statusCode).toBe(200)
    const [ownMessage] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.rfiRequestId, own.json().id))
    expect(ownMessage!.body).not.toContain('similar product')
    expect((await rfi('Windows', ['Blaze Doors'])).statusCode).toBe(400)
    expect((await rfi('Unknown Widgets', ['Blaze Doors'])).statusCode).toBe(404)
  })

  it('an administrator associates a maker of similar products in one click, audit-logged', async () => {
    expect((await associate(generated, 'Blaze Doors', pro)).statusCode).toBe(403)
    expect((await associate(generated, 'Pane Windows')).statusCode).toBe(409)
    expect((await associate(generated, 'Nobody Inc')).statusCode).toBe(404)
    expect((await associate('Unknown Widgets', 'Blaze Doors')).statusCode).toBe(404)
    const done = await associate(generated, 'Blaze Doors')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: 'success' })
    const again = await associate(generated, 'blaze_doors')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(`"Blaze Doors" is already a manufacturer of "${generated}"`)
    expect((await all(generated)).json().map((m: { title: string }) => m.title)).toEqual(['Blaze Doors'])
    expect((await similar(generated)).json()).toEqual([])
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'associate'), eq(auditLog.entityKey, 'Blaze Doors')))
    expect(entry).toMatchObject({ entity: 'manufacturer_omniclasses' })
    // still askable as a maker of similar products by whoever had them selected a moment ago
    expect((await rfi(generated, ['Portal Works'])).statusCode).toBe(200)
  })

  it("when no lender has a manufacturer (a licensed catalogue), the makers of a lender's branch are offered", async () => {
    const db = t.database.db
    // a catalogue table with no manufacturer lends to a table made from it, as most of Table 23 does
    const steel = await createOmniclass(db, { name: 'Steel Doors', number: '23-17 11 41' })
    const made = await createOmniclass(db, { name: 'Insulated Steel Doors', number: null })
    await saveLenders(db, made.id, [{ id: steel.id, similarity: 4 }])
    const offered = await similar('Insulated_Steel_Doors')
    expect(offered.statusCode).toBe(200)
    const titles = offered.json().map((maker: { title: string }) => maker.title)
    // the makers of doors (23-17 11 …), not of windows (23-17 13 …)
    expect(titles).toEqual(expect.arrayContaining(['Blaze Doors', 'Verified Fire Co', 'Portal Works']))
    expect(titles).not.toContain('Pane Windows')
    const blaze = offered.json().find((maker: { title: string }) => maker.title === 'Blaze Doors')
    expect(blaze.similar_to.name).toBe('Fire Doors')
    // and they may be asked, as makers of similar products
    expect((await rfi('Insulated_Steel_Doors', ['Blaze Doors'])).statusCode).toBe(200)
    expect((await rfi('Insulated_Steel_Doors', ['Pane Windows'])).statusCode).toBe(400)
  })
})
