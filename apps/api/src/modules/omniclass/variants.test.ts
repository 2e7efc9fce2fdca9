import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog, manufacturerOmniclasses, variants } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let ids: { doors: number; windows: number; acme: number; zenith: number }

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  const db = t.database.db
  const doors = await createOmniclass(db, {
    name: 'Metal Doors',
    number: '23-17 11 13',
    parameters: [{ name: 'Material', values: ['Steel', 'Bronze'] }],
  })
  const windows = await createOmniclass(db, { name: 'Windows', number: '23-17 13 00' })
  const acme = await createManufacturer(db, { title: 'Acme Doors', omniclassIds: [doors.id] })
  const zenith = await createManufacturer(db, { title: 'Zenith Entry' })
  await createVariant(db, {
    omniclassId: doors.id,
    manufacturerId: acme.id,
    parameters: [{ name: 'Material', values: ['Steel'] }],
    productNames: ['A-100'],
  })
  ids = { doors: doors.id, windows: windows.id, acme: acme.id, zenith: zenith.id }
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.inject({ method, url, as: admin, ...(payload === undefined ? {} : { payload: payload as object }) })
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

describe('GET /admin/omniclass/variant/get', () => {
  it("answers a manufacturer's variant by names in any spelling", async () => {
    const response = await call(
      'GET',
      '/admin/omniclass/variant/get?name=metal_doors&manufacturer=ACME_DOORS',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      omniclass_name: 'Metal Doors',
      omniclass_number: '23-17 11 13',
      manufacturer_title: 'Acme Doors',
      parameters: [{ name: 'Material', values: ['Steel'] }],
      product_names: ['A-100'],
    })
  })

  it('answers 400 with the spec messages when a name is missing, 404 when there is no such variant', async () => {
    expect((await call('GET', '/admin/omniclass/variant/get?manufacturer=Acme%20Doors')).json().message).toBe(
      'No identifier provided',
    )
    expect((await call('GET', '/admin/omniclass/variant/get?name=Metal%20Doors')).json().message).toBe(
      'No manufacturer title provided',
    )
    const none = await call(
      'GET',
      '/admin/omniclass/variant/get?name=Metal%20Doors&manufacturer=Zenith%20Entry',
    )
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Variant of "Metal Doors" by "Zenith Entry" not found')
    expect(
      (await call('GET', '/admin/omniclass/variant/get?name=Nope&manufacturer=Zenith%20Entry')).statusCode,
    ).toBe(404)
    expect(
      (await call('GET', '/admin/omniclass/variant/get?name=Metal%20Doors&manufacturer=Nobody')).statusCode,
    ).toBe(404)
    expect(
      (await call('GET', '/admin/omniclass/variant/get?name=Metal%20Doors&manufacturer=Acme%20Doors&x=1'))
        .statusCode,
    ).toBe(400)
  })
})

describe('POST /admin/omniclass/variant/create', () => {
  it('creates the variant, associates the manufacturer with the table, and audits it', async () => {
    const payload = {
      omniclass_name: 'Metal_Doors',
      manufacturer_title: 'zenith entry',
      parameters: [{ name: 'Material', values: ['Bronze'] }],
    }
    const response = await call('POST', '/admin/omniclass/variant/create', payload)
    expect(response.json()).toEqual({ message: 'success' })
    const [row] = await t.database.db
      .select()
      .from(variants)
      .where(and(eq(variants.omniclassId, ids.doors), eq(variants.manufacturerId, ids.zenith)))
    expect(row).toMatchObject({ parameters: payload.parameters, productNames: [] })
    const associated = await t.database.db
      .select()
      .from(manufacturerOmniclasses)
      .where(eq(manufacturerOmniclasses.manufacturerId, ids.zenith))
    expect(associated).toEqual([{ manufacturerId: ids.zenith, omniclassId: ids.doors }])
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entity: 'variant',
      entityKey: 'Metal Doors / Zenith Entry',
      userEmail: admin.email,
    })
    const served = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get?identifier=Metal%20Doors&manufacturer_title=Zenith%20Entry',
      as: admin,
    })
    expect(served.json()).toMatchObject({ is_variant: true, parameters: payload.parameters })
  })

  it('refuses a second variant for the same pair with 409', async () => {
    const response = await call('POST', '/admin/omniclass/variant/create', {
      omniclass_name: 'Metal Doors',
      manufacturer_title: 'Acme Doors',
      parameters: [],
    })
    expect(response.statusCode).toBe(409)
  })

  it('refuses unknown tables and manufacturers by name, and malformed variants, storing nothing', async () => {
    const before = (await t.database.db.select().from(variants)).length
    const unknownTable = await call('POST', '/admin/omniclass/variant/create', {
      omniclass_name: 'Nope',
      manufacturer_title: 'Acme Doors',
      parameters: [],
    })
    expect(unknownTable.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'omniclass_name: no omniclass "Nope"',
    })
    const unknownMaker = await call('POST', '/admin/omniclass/variant/create', {
      omniclass_name: 'Windows',
      manufacturer_title: 'Nobody',
      parameters: [],
    })
    expect(unknownMaker.json().message).toBe('manufacturer_title: no manufacturer "Nobody"')
    const bad = [
      { omniclass_name: 'Windows', manufacturer_title: 'Acme Doors' },
      { omniclass_name: 'Windows', manufacturer_title: 'Acme Doors', parameters: 'Material' },
      { omniclass_name: 'Windows', manufacturer_title: 'Acme Doors', parameters: [], colour: 'red' },
      { omniclass_name: '', manufacturer_title: 'Acme Doors', parameters: [] },
      { omniclass_name: 'Windows', manufacturer_title: 'x'.repeat(301), parameters: [] },
      {
        omniclass_name: 'Windows',
        manufacturer_title: 'Acme Doors',
        parameters: [
          { name: 'A', values: [] },
          { name: 'A', values: [] },
        ],
      },
    ]
    for (const payload of bad) {
      expect(
        (await call('POST', '/admin/omniclass/variant/create', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect((await t.database.db.select().from(variants)).length).toBe(before)
  })
})

describe('PUT /admin/omniclass/variant/update', () => {
  it('changes the parameters, keeps product names that are left out, and audits it', async () => {
    const payload = {
      omniclass_name: 'Metal Doors',
      manufacturer_title: 'Acme Doors',
      parameters: [{ name: 'Finish', values: ['Primed'] }],
    }
    expect((await call('PUT', '/admin/omniclass/variant/update', payload)).json()).toEqual({
      message: 'success',
    })
    const variant = (
      await call('GET', '/admin/omniclass/variant/get?name=Metal%20Doors&manufacturer=Acme%20Doors')
    ).json()
    expect(variant).toMatchObject({ parameters: payload.parameters, product_names: ['A-100'] })
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entity: 'variant',
      summary: { changed: ['parameters'] },
    })
  })

  it('answers 404 when the pair has no variant, 400 for bad input', async () => {
    const none = await call('PUT', '/admin/omniclass/variant/update', {
      omniclass_name: 'Windows',
      manufacturer_title: 'Acme Doors',
      parameters: [],
    })
    expect(none.statusCode).toBe(404)
    expect(
      (
        await call('PUT', '/admin/omniclass/variant/update', {
          omniclass_name: 'Metal Doors',
          manufacturer_title: 'Acme Doors',
          product_names: 'A',
        })
      ).statusCode,
    ).toBe(400)
    expect((await call('PUT', '/admin/omniclass/variant/update', {})).statusCode).toBe(400)
  })
})

describe('GET /admin/omniclass/variant/owned', () => {
  it('lists the pairs that have variants, optionally for one table or one manufacturer', async () => {
    const all = await call('GET', '/admin/omniclass/variant/owned')
    expect(all.json()).toEqual([
      { omniclass_name: 'Metal Doors', omniclass_number: '23-17 11 13', manufacturer_title: 'Acme Doors' },
      { omniclass_name: 'Metal Doors', omniclass_number: '23-17 11 13', manufacturer_title: 'Zenith Entry' },
    ])
    expect(
      (await call('GET', '/admin/omniclass/variant/owned?manufacturer=zenith_entry')).json(),
    ).toHaveLength(1)
    expect((await call('GET', '/admin/omniclass/variant/owned?name=Windows')).json()).toEqual([])
    expect((await call('GET', '/admin/omniclass/variant/owned?name=Nope')).statusCode).toBe(404)
    expect((await call('GET', '/admin/omniclass/variant/owned?owner=x')).statusCode).toBe(400)
  })
})
