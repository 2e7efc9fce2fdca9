import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import { maxOpenMakerRequests } from '@scout/shared/schemas/maker-request'
import { makerRequests, mailOutbox, manufacturerOmniclasses } from '../../db/schema'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { makerRequestMailKind, sweepFulfilledMakerRequests } from './maker-requests.repository'

let t: TestApp
let pro: Awaited<ReturnType<TestApp['signIn']>>
let other: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>
const ids: Record<string, number> = {}

const ask = (omniclass: string, note?: string, as = pro) =>
  t.inject({ method: 'POST', url: '/api/omniclass/maker_requests', as, payload: { omniclass, note } })
const mine = (omniclass: string, as = pro) =>
  t.inject({ method: 'GET', url: `/api/omniclass/maker_requests/mine?omniclass=${omniclass}`, as })
const wanted = (as = admin) => t.inject({ method: 'GET', url: '/admin/omniclass/maker_requests', as })
const sweep = () => sweepFulfilledMakerRequests(t.database.db, t.config.webOrigin)
const makerMail = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, makerRequestMailKind))

beforeAll(async () => {
  // the timer stays off: each test sweeps when it means to, as another process would
  t = await createTestApp({ env: { MAKER_REQUEST_SWEEP_MS: '0' } })
  pro = await t.signIn('professional')
  other = await t.signIn('professional')
  admin = await t.signIn('admin')
  const db = t.database.db
  for (const [name, number] of [
    ['Sprinkler Heads', '23-65 31 11'],
    ['Trampoline', '23-21 33 00'],
    ['Building Wrap', '23-13 21 00'],
    ['Fire Doors', '23-17 11 31'],
  ] as const)
    ids[name] = (await createOmniclass(db, { name, number })).id
  ids['Secret Widget'] = (
    await createOmniclass(db, {
      name: 'Secret Widget',
      source: 'generated',
      reviewed: false,
      authorId: admin.id,
    })
  ).id
  await createManufacturer(db, {
    title: 'Blaze Doors',
    email: 'blaze@makers.example',
    omniclassIds: [ids['Fire Doors']!],
  })
})
afterAll(() => t.close())

describe('asking Scout to find makers (decision 018)', () => {
  it('stores a request once: 201, then 200 with the same one; /mine shows it', async () => {
    expect((await mine('Sprinkler Heads')).json()).toEqual({ request: null })
    const first = await ask('Sprinkler_Heads', '  Pendent, quick response  ')
    expect(first.statusCode).toBe(201)
    const receipt = first.json() as { requested_at: string; email: string }
    expect(receipt.email).toBe(pro.email)
    expect(Number.isNaN(Date.parse(receipt.requested_at))).toBe(false)

    const again = await ask('Sprinkler Heads', 'something else')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(receipt)
    const rows = await t.database.db.select().from(makerRequests).where(eq(makerRequests.userId, pro.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.note).toBe('Pendent, quick response')
    expect((await mine('Sprinkler Heads')).json()).toEqual({
      request: { requested_at: receipt.requested_at, note: 'Pendent, quick response', email: pro.email },
    })
    // another user's own request is theirs
    expect((await mine('Sprinkler Heads', other)).json()).toEqual({ request: null })
  })

  it('refuses an unknown or hidden table (404), one with manufacturers (409), a long note (400)', async () => {
    expect((await ask('Unknown Widgets')).statusCode).toBe(404)
    expect((await ask('Secret Widget')).statusCode).toBe(404)
    expect((await mine('Secret Widget')).statusCode).toBe(404)
    const taken = await ask('Fire Doors')
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ code: 'CONFLICT', message: 'Fire Doors already has manufacturers to ask' })
    const long = await ask('Trampoline', 'x'.repeat(1001))
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('Use at most 1000 characters')
    expect((await ask('Trampoline', 'x'.repeat(1000), other)).statusCode).toBe(201)
    const unsigned = await t.inject({
      method: 'POST',
      url: '/api/omniclass/maker_requests',
      payload: { omniclass: 'Trampoline' },
    })
    expect(unsigned.statusCode).toBe(401)
  })

  it('lists open requests for administrators only, grouped by table, most asked first', async () => {
    expect((await wanted(pro)).statusCode).toBe(403)
    expect((await ask('Trampoline')).statusCode).toBe(201)
    const list = (await wanted()).json() as {
      name: string
      askers: number
      first_asked: string
      last_asked: string
      notes: { user_email: string; note: string }[]
    }[]
    expect(list.map((group) => [group.name, group.askers])).toEqual([
      ['Trampoline', 2],
      ['Sprinkler Heads', 1],
    ])
    expect(list[0]!.notes.map((n) => n.user_email)).toEqual([other.email])
    expect(list[0]!.first_asked <= list[0]!.last_asked).toBe(true)
    expect(list[1]!.notes).toEqual([
      expect.objectContaining({ user_email: pro.email, note: 'Pendent, quick response' }),
    ])
  })

  it('e-mails each asker once when the table gains a manufacturer, whichever process sweeps', async () => {
    await createManufacturer(t.database.db, {
      title: 'Hop Works',
      email: 'hop@makers.example',
      omniclassIds: [ids.Trampoline!],
    })
    expect(await sweep()).toBe(2)
    // a second process sweeping after the first finds nothing left to claim
    expect(await sweep()).toBe(0)
    const sent = await makerMail()
    expect(sent.map((m) => m.toAddress).sort()).toEqual([other.email, pro.email].sort())
    const [message] = sent
    expect(message!.subject).toBe('Manufacturers are now listed for Trampoline')
    expect(message!.body).toContain('23-21 33 00 Trampoline')
    expect(message!.body).toContain('1 manufacturer is now listed')
    expect(message!.body).toContain(`${t.config.webOrigin}/omniclass/Trampoline`)
    // the table still without manufacturers keeps its request open
    const stillOpen = await t.database.db
      .select()
      .from(makerRequests)
      .where(and(eq(makerRequests.omniclassId, ids['Sprinkler Heads']!), isNull(makerRequests.fulfilledAt)))
    expect(stillOpen).toHaveLength(1)
    expect((await mine('Trampoline')).json()).toEqual({ request: null })
    expect(((await wanted()).json() as { name: string }[]).map((g) => g.name)).toEqual(['Sprinkler Heads'])
  })

  it('two processes sweeping at once send each message once', async () => {
    expect((await ask('Building Wrap')).statusCode).toBe(201)
    expect((await ask('Building Wrap', undefined, other)).statusCode).toBe(201)
    await t.database.db.insert(manufacturerOmniclasses).values({
      manufacturerId: (await createManufacturer(t.database.db, { title: 'Wrap Co' })).id,
      omniclassId: ids['Building Wrap']!,
    })
    const [a, b] = await Promise.all([sweep(), sweep()])
    expect(a + b).toBe(2)
    const wrapMail = (await makerMail()).filter((m) => m.subject.includes('Building Wrap'))
    expect(wrapMail).toHaveLength(2)
  })

  it(`bounds open requests at ${maxOpenMakerRequests} a user (429)`, async () => {
    const db = t.database.db
    const open = (
      await db
        .select()
        .from(makerRequests)
        .where(and(eq(makerRequests.userId, pro.id), isNull(makerRequests.fulfilledAt)))
    ).length
    for (let i = open; i < maxOpenMakerRequests; i++) {
      const table = await createOmniclass(db, { name: `Obscure Product ${i}` })
      expect((await ask(table.name)).statusCode).toBe(201)
    }
    await createOmniclass(db, { name: 'One Too Many' })
    const refused = await ask('One Too Many')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toContain(`${maxOpenMakerRequests} open requests`)
    // asking again for one already open still answers it
    expect((await ask('Sprinkler Heads')).statusCode).toBe(200)
  })
})
