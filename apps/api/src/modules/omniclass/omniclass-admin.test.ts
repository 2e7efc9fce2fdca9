import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { auditLog, manufacturerOmniclasses, omniclasses, variants } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  const db = t.database.db
  const windows = await createOmniclass(db, {
    name: 'Windows',
    number: '23-17 13 00',
    parameters: [{ name: 'Glazing', values: ['Double'] }],
  })
  await createOmniclass(db, { name: 'Skylights', number: '23-17 15 00' })
  await createOmniclass(db, {
    name: 'Custom Louvres',
    number: '23-17 19 00',
    source: 'uploaded',
    reviewed: true,
  })
  await createOmniclass(db, { name: 'Glowing Bricks', reviewed: false, source: 'generated' })
  await createManufacturer(db, { title: 'Vista Glass', omniclassIds: [windows.id] })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.inject({ method, url, as: admin, ...(payload === undefined ? {} : { payload: payload as object }) })
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]
const names = (body: { name: string }[]) => body.map((row) => row.name)

describe('admin lists', () => {
  it('/all lists every table by number; /all/general only reviewed catalogue tables; /not_reviewed the rest', async () => {
    expect(names((await call('GET', '/admin/omniclass/all')).json())).toEqual([
      'Windows',
      'Skylights',
      'Custom Louvres',
      'Glowing Bricks',
    ])
    expect(names((await call('GET', '/admin/omniclass/all/general')).json())).toEqual([
      'Windows',
      'Skylights',
    ])
    const unreviewed = await call('GET', '/admin/omniclass/not_reviewed')
    expect(unreviewed.json()).toEqual([
      {
        number: null,
        name: 'Glowing Bricks',
        reviewed: false,
        source: 'generated',
        suggested_number: null,
        parameters_suggested: false,
      },
    ])
  })

  it('/missing_manufacturers lists tables without manufacturers; ?reviewed=1 hides unreviewed ones', async () => {
    const all = await call('GET', '/admin/omniclass/missing_manufacturers')
    expect(all.json()).toEqual([
      { number: '23-17 15 00', name: 'Skylights' },
      { number: '23-17 19 00', name: 'Custom Louvres' },
      { number: null, name: 'Glowing Bricks' },
    ])
    expect(names((await call('GET', '/admin/omniclass/missing_manufacturers?reviewed=1')).json())).toEqual([
      'Skylights',
      'Custom Louvres',
    ])
    expect(
      names((await call('GET', '/admin/omniclass/missing_manufacturers?reviewed=0')).json()),
    ).toHaveLength(3)
    expect((await call('GET', '/admin/omniclass/missing_manufacturers?reviewed=yes')).statusCode).toBe(400)
    expect((await call('GET', '/admin/omniclass/missing_manufacturers?other=1')).statusCode).toBe(400)
  })

  it('/get?name= answers the generic table by name or number, 400 without a name, 404 when unknown', async () => {
    const response = await call('GET', '/admin/omniclass/get?name=windows')
    expect(response.json()).toMatchObject({
      name: 'Windows',
      manufacturer_titles: ['Vista Glass'],
      parameters: [{ name: 'Glazing', values: ['Double'] }],
    })
    expect((await call('GET', '/admin/omniclass/get?name=23-17%2015%2000')).json().name).toBe('Skylights')
    expect((await call('GET', '/admin/omniclass/get')).json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'No identifier provided',
    })
    expect((await call('GET', '/admin/omniclass/get?name=Nope')).statusCode).toBe(404)
  })

  it('needs the admin role', async () => {
    const professional = await t.signIn('professional')
    expect(
      (await t.inject({ method: 'GET', url: '/admin/omniclass/all', as: professional })).statusCode,
    ).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/admin/omniclass/all' })).statusCode).toBe(401)
  })
})

describe('POST /admin/omniclass/create', () => {
  const table = {
    number: '23-17 21 00',
    name: 'Storefronts',
    parameters: [{ name: 'Frame', values: ['Aluminum', 'Steel'] }],
  }

  it('creates a reviewed table with its manufacturers, audited', async () => {
    const response = await call('POST', '/admin/omniclass/create', {
      ...table,
      manufacturer_titles: ['vista_glass'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success' })
    const created = await call('GET', '/admin/omniclass/get?name=Storefronts')
    expect(created.json()).toMatchObject({
      ...table,
      reviewed: true,
      source: 'catalogue',
      manufacturer_titles: ['Vista Glass'],
    })
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entity: 'omniclass',
      entityKey: 'Storefronts',
      userEmail: admin.email,
    })
  })

  it('stores a name sent in its URL form with spaces', async () => {
    expect((await call('POST', '/admin/omniclass/create', { name: 'Sliding__Doors_' })).statusCode).toBe(200)
    expect((await call('GET', '/admin/omniclass/get?name=sliding%20doors')).json()).toMatchObject({
      name: 'Sliding Doors',
      parameters: [],
    })
  })

  it('refuses a duplicate name in any spelling with 409', async () => {
    for (const name of ['Storefronts', 'STOREFRONTS', ' storefronts ', 'sliding_doors', 'Sliding  Doors']) {
      const response = await call('POST', '/admin/omniclass/create', { name })
      expect(response.statusCode, name).toBe(409)
      expect(response.json().message).toContain('already exists')
    }
  })

  it('refuses bad input and stores nothing', async () => {
    const bad = [
      { name: 'Typo', paramters: [] },
      { name: 42 },
      { name: '' },
      { name: 'x'.repeat(301) },
      { name: 'Bad Number', number: '2317' },
      {
        name: 'Dup Params',
        parameters: [
          { name: 'A', values: [] },
          { name: 'a', values: [] },
        ],
      },
      { name: 'Long Value', parameters: [{ name: 'A', values: ['v'.repeat(501)] }] },
      { name: 'Values Not Strings', parameters: [{ name: 'A', values: [1] }] },
      { name: 'Unknown Maker', manufacturer_titles: ['Nobody Inc'] },
      { name: 'Is Variant', manufacturer_title: 'Vista Glass' },
      { name: 'Renamed', original_name: 'Windows' },
    ]
    for (const payload of bad) {
      const response = await call('POST', '/admin/omniclass/create', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const unknown = await call('POST', '/admin/omniclass/create', {
      name: 'Unknown Maker',
      manufacturer_titles: ['Nobody Inc'],
    })
    expect(unknown.json().message).toBe('Unknown manufacturer: "Nobody Inc"')
    const stored = await t.database.db.select().from(omniclasses)
    expect(stored.map((row) => row.name)).not.toContain('Unknown Maker')
  })
})

describe('PUT /admin/omniclass/update', () => {
  it('renames via original_name, marks reviewed and edits parameters, keeping variants and manufacturers', async () => {
    const db = t.database.db
    const table = await createOmniclass(db, { name: 'Glas Blocks', reviewed: false, source: 'generated' })
    const maker = await createManufacturer(db, { title: 'Prism Works', omniclassIds: [table.id] })
    await createVariant(db, { omniclassId: table.id, manufacturerId: maker.id, parameters: [] })
    const response = await call('PUT', '/admin/omniclass/update', {
      original_name: 'Glas_Blocks',
      name: 'Glass Blocks',
      number: '23-17 23 00',
      reviewed: true,
      parameters: [{ name: 'Pattern', values: ['Clear', 'Wavy'] }],
    })
    expect(response.json()).toEqual({ message: 'success' })
    const updated = await call('GET', '/admin/omniclass/get?name=Glass%20Blocks')
    expect(updated.json()).toMatchObject({
      number: '23-17 23 00',
      reviewed: true,
      manufacturer_titles: ['Prism Works'],
      parameters: [{ name: 'Pattern' }],
    })
    expect((await call('GET', '/admin/omniclass/get?name=Glas%20Blocks')).statusCode).toBe(404)
    expect(await db.select().from(variants).where(eq(variants.omniclassId, table.id))).toHaveLength(1)
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entityKey: 'Glass Blocks',
      summary: { renamed_from: 'Glas Blocks', changed: ['name', 'number', 'parameters', 'reviewed'] },
    })
  })

  it('keeps parameters that are left out, accepts the table as fetched, and sets manufacturers when given', async () => {
    const fetched = (await call('GET', '/admin/omniclass/get?name=Skylights')).json()
    const response = await call('PUT', '/admin/omniclass/update', {
      ...fetched,
      manufacturer_titles: ['Vista Glass'],
    })
    expect(response.statusCode).toBe(200)
    await call('PUT', '/admin/omniclass/update', { name: 'Windows', reviewed: true })
    expect((await call('GET', '/admin/omniclass/get?name=Windows')).json().parameters).toEqual([
      { name: 'Glazing', values: ['Double'] },
    ])
    expect((await call('GET', '/admin/omniclass/get?name=Skylights')).json().manufacturer_titles).toEqual([
      'Vista Glass',
    ])
  })

  it('answers 404 for an unknown table and 409 when renaming onto another table', async () => {
    expect((await call('PUT', '/admin/omniclass/update', { name: 'Ghost' })).statusCode).toBe(404)
    const clash = await call('PUT', '/admin/omniclass/update', {
      original_name: 'Skylights',
      name: 'windows',
    })
    expect(clash.statusCode).toBe(409)
    expect((await call('GET', '/admin/omniclass/get?name=Skylights')).statusCode).toBe(200)
  })

  it('lets a table change only the case of its name', async () => {
    expect(
      (
        await call('PUT', '/admin/omniclass/update', {
          original_name: 'Custom Louvres',
          name: 'Custom louvres',
        })
      ).statusCode,
    ).toBe(200)
    expect((await call('GET', '/admin/omniclass/get?name=custom_louvres')).json().name).toBe('Custom louvres')
  })

  it('refuses bad input and changes nothing', async () => {
    for (const payload of [
      { name: 'Windows', reviewed: 'yes' },
      { name: 'Windows', extra: 1 },
      {},
      { name: 'Windows', manufacturer_titles: ['Nobody'] },
    ]) {
      expect(
        (await call('PUT', '/admin/omniclass/update', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect((await call('GET', '/admin/omniclass/get?name=Windows')).json().manufacturer_titles).toEqual([
      'Vista Glass',
    ])
  })
})

describe('PUT /admin/omniclass/manufacturers', () => {
  it("sets exactly the table's manufacturers and audits what changed", async () => {
    const db = t.database.db
    await createManufacturer(db, { title: 'Clearview Co' })
    const response = await call('PUT', '/admin/omniclass/manufacturers', {
      query: 'windows',
      associations: ['Clearview_Co', 'clearview co'],
    })
    expect(response.json()).toEqual({ message: 'success' })
    expect((await call('GET', '/admin/omniclass/get?name=Windows')).json().manufacturer_titles).toEqual([
      'Clearview Co',
    ])
    expect(await lastAudit()).toMatchObject({
      action: 'associate',
      entityKey: 'Windows',
      summary: { added: ['Clearview Co'], removed: ['Vista Glass'] },
    })
    expect(
      (await call('PUT', '/admin/omniclass/manufacturers', { query: 'Windows', associations: [] }))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', '/admin/omniclass/get?name=Windows')).json().manufacturer_titles).toEqual([])
  })

  it('refuses an unknown title by name and stores nothing; unknown table → 404', async () => {
    await call('PUT', '/admin/omniclass/manufacturers', { query: 'Windows', associations: ['Vista Glass'] })
    const response = await call('PUT', '/admin/omniclass/manufacturers', {
      query: 'Windows',
      associations: ['Clearview Co', 'Ghost Maker', 'Other Ghost'],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Unknown manufacturers: "Ghost Maker", "Other Ghost"')
    expect((await call('GET', '/admin/omniclass/get?name=Windows')).json().manufacturer_titles).toEqual([
      'Vista Glass',
    ])
    expect(
      (await call('PUT', '/admin/omniclass/manufacturers', { query: 'Nope', associations: [] })).statusCode,
    ).toBe(404)
    for (const payload of [
      { query: 'Windows' },
      { query: 'Windows', associations: 'Vista Glass' },
      { query: '', associations: [] },
      { query: 'Windows', associations: [], x: 1 },
    ]) {
      expect(
        (await call('PUT', '/admin/omniclass/manufacturers', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
  })
})

describe('DELETE /admin/omniclass/delete/{name}', () => {
  it('deletes by name with underscores, with its associations and variants, audited', async () => {
    const db = t.database.db
    const table = await createOmniclass(db, { name: 'Revolving Doors', number: '23-17 11 23' })
    const maker = await createManufacturer(db, { title: 'Turnstyle', omniclassIds: [table.id] })
    await createVariant(db, { omniclassId: table.id, manufacturerId: maker.id, parameters: [] })
    const response = await call('DELETE', '/admin/omniclass/delete/revolving_doors')
    expect(response.json()).toEqual({ message: 'success' })
    expect(await db.select().from(omniclasses).where(eq(omniclasses.id, table.id))).toHaveLength(0)
    expect(
      await db
        .select()
        .from(manufacturerOmniclasses)
        .where(eq(manufacturerOmniclasses.omniclassId, table.id)),
    ).toHaveLength(0)
    expect(await lastAudit()).toMatchObject({
      action: 'delete',
      entityKey: 'Revolving Doors',
      summary: { variants: 1, associations: 1 },
    })
  })

  it('takes URL-encoded names with spaces and slashes, and answers 404 for an unknown one', async () => {
    await createOmniclass(t.database.db, { name: 'Doors & Frames' })
    await createOmniclass(t.database.db, { name: 'Intensive Care Unit/Critical Care Unit Entrances' })
    expect(
      (
        await call(
          'DELETE',
          `/admin/omniclass/delete/${encodeURIComponent('Intensive_Care_Unit/Critical_Care_Unit_Entrances')}`,
        )
      ).statusCode,
    ).toBe(200)
    expect(
      (await call('DELETE', `/admin/omniclass/delete/${encodeURIComponent('Doors & Frames')}`)).statusCode,
    ).toBe(200)
    const again = await call('DELETE', `/admin/omniclass/delete/${encodeURIComponent('Doors & Frames')}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Omniclass "Doors & Frames" not found')
  })
})
