import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { enrichmentMessages } from '@scout/shared/schemas/enrichment'
import { auditLog, omniclassLenders, omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createOmniclass } from '../../testing/factories'
import { suggestionsSettled } from './suggest-on-open'
import { storeSuggestions } from './suggestions.repository'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let pro: Awaited<ReturnType<TestApp['signIn']>>
const doorColumns = [
  { name: 'Fire Rating', values: ['20 min', '45 min', '60 min', '90 min'] },
  { name: 'Core', values: ['Mineral', 'Steel Stiffened', 'Solid Wood'] },
  { name: 'Finish', values: ['Primed', 'Painted', 'Veneer'] },
  { name: 'Width', values: ['36 in', '42 in', '48 in'] },
  { name: 'Height', values: ['80 in', '84 in', '96 in'] },
  { name: 'Manufacturer', values: [] },
]

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  pro = await t.signIn('professional')
  const db = t.database.db
  await createOmniclass(db, { name: 'Fire Doors', number: '23-17 11 11', parameters: doorColumns })
  await createOmniclass(db, { name: 'Wood Doors', number: '23-17 11 13', parameters: doorColumns.slice(1) })
  await createOmniclass(db, { name: 'Steel Doors', number: '23-17 11 15' })
  await createOmniclass(db, { name: 'Hollow Metal Doors', number: '23-17 11 17' })
})
afterAll(() => t.close())

const open = (identifier: string, as = pro) =>
  t.inject({ method: 'GET', url: `/api/omniclass/get?identifier=${encodeURIComponent(identifier)}`, as })
const row = async (name: string) =>
  (await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, name)))[0]!

describe('suggested parameters on opening a table that has none', () => {
  it('answers pending at once, then the stored suggestion, marked, with its lenders; not recomputed', async () => {
    const first = await open('Steel Doors')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      parameters: [],
      parameters_pending: true,
      parameters_suggested: false,
    })
    // a second visit while it is computed starts nothing new
    expect((await open('Steel Doors')).json().parameters_pending).toBe(true)
    await suggestionsSettled(t.database.db)

    const second = (await open('Steel Doors')).json()
    expect(second.parameters_suggested).toBe(true)
    expect(second.parameters_pending).toBeUndefined()
    expect(second.parameters.length).toBeGreaterThanOrEqual(5)
    expect(second.parameters.map((p: { name: string }) => p.name)).toContain('Fire Rating')
    const stored = await row('Steel Doors')
    const lenders = await t.database.db
      .select()
      .from(omniclassLenders)
      .where(eq(omniclassLenders.omniclassId, stored.id))
    expect(lenders.length).toBeGreaterThan(0)
    expect(lenders.every((lender) => lender.lenderId !== stored.id)).toBe(true)
    // most similar first, with the worker's similarity scores
    const ranked = [...lenders].sort((a, b) => a.rank - b.rank).map((lender) => lender.similarity)
    expect(ranked.every((similarity) => similarity > 0)).toBe(true)
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a))

    // stored once: a later visit reads it back unchanged and starts nothing
    const third = await open('Steel Doors')
    expect(third.json().parameters).toEqual(second.parameters)
    expect(third.json().parameters_pending).toBeUndefined()
  })

  it('writes only where the parameters are still empty (two processes, or a visit and a run)', async () => {
    const fire = await row('Fire Doors')
    const written = await storeSuggestions(t.database.db, [
      { id: fire.id, parameters: [{ name: 'Colour', values: ['Red', 'Blue'] }], learntFrom: [] },
    ])
    expect(written).toEqual([])
    expect((await row('Fire Doors')).parameters).toEqual(doorColumns)
    expect((await row('Fire Doors')).parametersSuggested).toBe(false)
  })

  it('a table with parameters of its own is not pending, and its flag is false', async () => {
    expect((await open('Fire Doors')).json()).toMatchObject({ parameters_suggested: false })
    expect((await open('Fire Doors')).json().parameters_pending).toBeUndefined()
  })
})

describe('reviewing suggested parameters', () => {
  it('lists them among the unreviewed tables, marked', async () => {
    await open('Hollow Metal Doors')
    await suggestionsSettled(t.database.db)
    const list = await t.inject({ method: 'GET', url: '/admin/omniclass/not_reviewed', as: admin })
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Steel Doors', reviewed: true, parameters_suggested: true }),
        expect.objectContaining({ name: 'Hollow Metal Doors', parameters_suggested: true }),
      ]),
    )
    expect(list.json().map((table: { name: string }) => table.name)).not.toContain('Fire Doors')
  })

  it('accepts several at once: the mark is cleared, the DB Log records it', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/accept_suggested',
      as: admin,
      payload: { names: ['Steel Doors', 'Fire Doors', 'No Such Table'] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success', accepted: 1 })
    expect((await row('Steel Doors')).parametersSuggested).toBe(false)
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ action: 'accept', entity: 'omniclass', entityKey: 'Steel Doors' })
    expect((await open('Steel Doors')).json().parameters_suggested).toBe(false)
  })

  it('saving one in the edit form reviews it', async () => {
    const fetched = (
      await t.inject({ method: 'GET', url: '/admin/omniclass/get?name=Hollow Metal Doors', as: admin })
    ).json()
    expect(fetched.parameters_suggested).toBe(true)
    const saved = await t.inject({
      method: 'PUT',
      url: '/admin/omniclass/update',
      as: admin,
      payload: fetched,
    })
    expect(saved.statusCode).toBe(200)
    expect((await row('Hollow Metal Doors')).parametersSuggested).toBe(false)
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry?.summary).toMatchObject({ suggested_parameters_reviewed: true })
  })

  it('refuses an empty selection and a professional, in { code, message }', async () => {
    const empty = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/accept_suggested',
      as: admin,
      payload: { names: [] },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('at least one'),
    })
    const forbidden = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/accept_suggested',
      as: pro,
      payload: { names: ['Steel Doors'] },
    })
    expect(forbidden.statusCode).toBe(403)
    expect(enrichmentMessages.suggestedLabel).toMatch(/awaiting review/)
  })
})
