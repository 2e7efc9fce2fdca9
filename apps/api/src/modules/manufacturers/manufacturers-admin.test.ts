import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, contacts, manufacturers } from '../../db/schema'
import {
  createContactRow,
  createManufacturer,
  createOmniclass,
  createProductImageRow,
} from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { logoKey, logoVariantKey, productImageKey, productImageVariantKey } from '../media/media-keys'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let professional: Awaited<ReturnType<TestApp['signIn']>>
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, payload?: unknown, as = admin) =>
  t.inject({ method, url, as, ...(payload === undefined ? {} : { payload: payload as object }) })
const fetchData = async (title: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/manufacturer/data?title=${encodeURIComponent(title)}`,
      as: admin,
    })
  ).json()
const countRows = async () =>
  (await t.database.db.select({ id: manufacturers.id }).from(manufacturers)).length
const today = () => new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  professional = await t.signIn('professional')
})
afterAll(() => t.close())

describe('POST /admin/manufacturer/create', () => {
  it('creates a manufacturer, stamps verified_on when verified, and audits it', async () => {
    const response = await call('POST', '/admin/manufacturer/create', {
      title: 'Create Works',
      url: 'https://create.example',
      email: 'hello@create.example',
      verified: true,
      links_for_professionals: [{ title: 'CADdetails', url: 'https://cad.example/create' }],
      aggregator_content: { bimsmith: 4 },
      description: 'Doors.\nWindows.',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'success' })
    expect(await fetchData('Create_Works')).toMatchObject({
      title: 'Create Works',
      verified: true,
      verified_on: today(),
      aggregator_content: { architizer: 0, caddetails: -1, bimobject: 0, bimsmith: 4 },
    })
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manufacturer'), eq(auditLog.entityKey, 'Create Works')))
    expect(audit).toMatchObject({ action: 'create', userEmail: admin.email })
  })

  it('refuses a duplicate title (any case, underscores) with 409', async () => {
    const before = await countRows()
    const response = await call('POST', '/admin/manufacturer/create', { title: 'create_WORKS' })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toContain('Create Works')
    expect(await countRows()).toBe(before)
  })

  it("answers the shared schema's messages, the ones the admin form shows beside its fields", async () => {
    const cases: [object, string][] = [
      [{ title: 'X'.repeat(301) }, 'Use at most 300 characters'],
      [{ title: 'Typed', email: 'not-an-address' }, 'Enter a valid e-mail address'],
      [
        { title: 'Typed', links_for_professionals: [{ url: 'https://x.example', title: '' }] },
        'A link needs a title',
      ],
      [{ title: 'Typed', data: [1] }, 'Data must be a JSON object, like {"key": "value"}'],
    ]
    for (const [payload, message] of cases) {
      const response = await call('POST', '/admin/manufacturer/create', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toContain(message)
    }
  })

  it('refuses wrong types, unknown fields, overlong strings and bad addresses, storing nothing', async () => {
    const before = await countRows()
    const bad = [
      {},
      { title: '' },
      { title: 'X'.repeat(301) },
      { title: 'Typed', verified: 'yes' },
      { title: 'Typed', colour: 'red' },
      { title: 'Typed', url: 'ftp://files.example' },
      { title: 'Typed', email: 'not-an-address' },
      { title: 'Typed', verified_on: '2024-13-45' },
      { title: 'Typed', aggregator_content: { bimsmith: -2 } },
      { title: 'Typed', aggregator_content: { other: 1 } },
      { title: 'Typed', links_for_professionals: [{ url: 'https://x.example' }] },
      { title: 'Typed', description: 'x'.repeat(20_001) },
    ]
    for (const payload of bad) {
      const response = await call('POST', '/admin/manufacturer/create', payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await countRows()).toBe(before)
  })

  it('is for administrators only', async () => {
    expect(
      (await call('POST', '/admin/manufacturer/create', { title: 'Sneaky' }, professional)).statusCode,
    ).toBe(403)
    expect(
      (await t.inject({ method: 'POST', url: '/admin/manufacturer/create', payload: { title: 'Sneaky' } }))
        .statusCode,
    ).toBe(401)
  })
})

describe('PUT /admin/manufacturer/data', () => {
  it('changes only the fields given, merging aggregator counts', async () => {
    await createManufacturer(t.database.db, {
      title: 'Partial Co',
      url: 'https://partial.example',
      aggregatorContent: { architizer: 2, caddetails: 0, bimobject: 5, bimsmith: 0 },
    })
    const response = await call('PUT', '/admin/manufacturer/data', {
      title: 'partial_co',
      data: { description: 'New text', aggregator_content: { bimobject: 7 } },
    })
    expect(response.json()).toEqual({ message: 'success' })
    expect(await fetchData('Partial Co')).toMatchObject({
      url: 'https://partial.example',
      description: 'New text',
      aggregator_content: { architizer: 2, caddetails: 0, bimobject: 7, bimsmith: 0 },
    })
    await call('PUT', '/admin/manufacturer/data', {
      title: 'Partial Co',
      data: { url: '', verified: true, verified_on: '2022-02-02' },
    })
    expect(await fetchData('Partial Co')).toMatchObject({
      url: null,
      verified: true,
      verified_on: '2022-02-02',
    })
    await call('PUT', '/admin/manufacturer/data', { title: 'Partial Co', data: { verified: false } })
    expect(await fetchData('Partial Co')).toMatchObject({ verified: false, verified_on: null })
  })

  it('renames, moving product images to the new folder', async () => {
    const row = await createManufacturer(t.database.db, { title: 'Old Name' })
    await createProductImageRow(t.database.db, { manufacturerId: row.id, filename: 'door.png' })
    const keys = (title: string) => [
      productImageKey(title, 'door.png'),
      productImageVariantKey(title, 'door.png', 'thumb'),
      productImageVariantKey(title, 'door.png', 'large'),
    ]
    for (const key of keys('Old Name')) await t.ctx.media.put(key, Buffer.from('image'), 'image/png')

    const response = await call('PUT', '/admin/manufacturer/data', {
      title: 'Old Name',
      data: { title: 'New Name' },
    })
    expect(response.json()).toEqual({ message: 'success' })
    expect((await call('GET', '/api/manufacturer/data?title=Old_Name')).statusCode).toBe(404)
    expect((await fetchData('New_Name')).title).toBe('New Name')
    for (const key of keys('New Name')) expect(await t.ctx.media.exists(key)).toBe(true)
    for (const key of keys('Old Name')) expect(await t.ctx.media.exists(key)).toBe(false)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.entityKey, 'New Name')))
    expect(audit!.summary).toMatchObject({ renamedFrom: 'Old Name' })
  })

  it('refuses a rename onto an existing title with 409 and changes nothing', async () => {
    await createManufacturer(t.database.db, { title: 'Taken One' })
    await createManufacturer(t.database.db, { title: 'Taken Two', description: 'kept' })
    const response = await call('PUT', '/admin/manufacturer/data', {
      title: 'Taken Two',
      data: { title: 'TAKEN one', description: 'changed' },
    })
    expect(response.statusCode).toBe(409)
    expect((await fetchData('Taken Two')).description).toBe('kept')
  })

  it('refuses a missing or unknown title, empty or unknown data', async () => {
    const noTitle = await call('PUT', '/admin/manufacturer/data', { data: { description: 'x' } })
    expect(noTitle.statusCode).toBe(400)
    expect(
      (await call('PUT', '/admin/manufacturer/data', { title: '', data: { description: 'x' } })).json()
        .message,
    ).toContain('No manufacturer title provided')
    expect(
      (await call('PUT', '/admin/manufacturer/data', { title: 'Nobody', data: { description: 'x' } }))
        .statusCode,
    ).toBe(404)
    expect((await call('PUT', '/admin/manufacturer/data', { title: 'Taken One', data: {} })).statusCode).toBe(
      400,
    )
    expect(
      (await call('PUT', '/admin/manufacturer/data', { title: 'Taken One', data: { logo: 'x' } })).statusCode,
    ).toBe(400)
    expect(
      (await call('PUT', '/admin/manufacturer/data', { title: 'Taken One', data: { verified: 1 } }))
        .statusCode,
    ).toBe(400)
    expect(
      (
        await call('PUT', '/admin/manufacturer/data', {
          title: 'Taken One',
          data: { description: 'x' },
          extra: true,
        })
      ).statusCode,
    ).toBe(400)
  })
})

describe('DELETE /admin/manufacturer/delete', () => {
  it('deletes the rows, then the logo and product-image files', async () => {
    const row = await createManufacturer(t.database.db, { title: 'Doomed Doors', logoFilename: 'doomed.png' })
    await createContactRow(t.database.db, { manufacturerId: row.id, email: 'x@doomed.example' })
    await createProductImageRow(t.database.db, { manufacturerId: row.id, filename: 'leaf.png' })
    const files = [
      logoKey('doomed.png'),
      logoVariantKey('doomed.png', 'small'),
      productImageKey('Doomed Doors', 'leaf.png'),
      productImageVariantKey('Doomed Doors', 'leaf.png', 'thumb'),
    ]
    for (const key of files) await t.ctx.media.put(key, Buffer.from('bytes'), 'image/png')

    const response = await call('DELETE', '/admin/manufacturer/delete', { title: 'Doomed_Doors' })
    expect(response.json()).toEqual({ message: 'success' })
    expect(await t.database.db.select().from(manufacturers).where(eq(manufacturers.id, row.id))).toHaveLength(
      0,
    )
    expect(
      await t.database.db.select().from(contacts).where(eq(contacts.manufacturerId, row.id)),
    ).toHaveLength(0)
    for (const key of files) expect(await t.ctx.media.exists(key)).toBe(false)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entityKey, 'Doomed Doors')))
    expect(audit).toBeDefined()
  })

  it('keeps a logo another manufacturer still uses', async () => {
    await createManufacturer(t.database.db, { title: 'Twin A', logoFilename: 'twin.png' })
    await createManufacturer(t.database.db, { title: 'Twin B', logoFilename: 'twin.png' })
    await t.ctx.media.put(logoKey('twin.png'), Buffer.from('bytes'), 'image/png')
    expect((await call('DELETE', '/admin/manufacturer/delete', { title: 'Twin A' })).statusCode).toBe(200)
    expect(await t.ctx.media.exists(logoKey('twin.png'))).toBe(true)
  })

  it('refuses a missing or unknown title', async () => {
    expect((await call('DELETE', '/admin/manufacturer/delete', {})).statusCode).toBe(400)
    expect((await call('DELETE', '/admin/manufacturer/delete')).statusCode).toBe(400)
    expect((await call('DELETE', '/admin/manufacturer/delete', { title: 'Nobody' })).statusCode).toBe(404)
    expect(
      (await call('DELETE', '/admin/manufacturer/delete', { title: 'Twin B', also: 1 })).statusCode,
    ).toBe(400)
  })
})

describe('GET /admin/manufacturer/all and /search', () => {
  it('lists every manufacturer by title', async () => {
    const response = await call('GET', '/admin/manufacturer/all')
    expect(response.statusCode).toBe(200)
    const titles = response.json().map((m: { title: string }) => m.title)
    expect(titles).toEqual(
      [...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    )
    expect(titles).toContain('Create Works')
  })

  it('filters by title, prefix matches first, with a limit', async () => {
    await createManufacturer(t.database.db, { title: 'Acme Doorworks' })
    await createManufacturer(t.database.db, { title: 'Doorway Ltd', email: 'hi@doorway.example' })
    const response = await call('GET', '/admin/manufacturer/search?q=door')
    expect(response.json().map((m: { title: string }) => m.title)).toEqual(['Doorway Ltd', 'Acme Doorworks'])
    expect(response.json()[0]).toEqual({
      title: 'Doorway Ltd',
      url: null,
      email: 'hi@doorway.example',
      logo: null,
      verified: false,
      verified_on: null,
    })
    expect((await call('GET', '/admin/manufacturer/search?q=door&limit=1')).json()).toHaveLength(1)
    expect((await call('GET', '/admin/manufacturer/search?q=100%25')).json()).toEqual([])
    expect((await call('GET', '/admin/manufacturer/search?limit=0')).statusCode).toBe(400)
    expect((await call('GET', '/admin/manufacturer/search?query=door')).statusCode).toBe(400)
  })
})

describe('/admin/manufacturer/omniclasses', () => {
  it('sets a manufacturer’s tables by name or number and reads them back', async () => {
    await createOmniclass(t.database.db, { name: 'Sliding Doors', number: '23-17 11 21' })
    await createOmniclass(t.database.db, { name: 'Swing Doors', number: '23-17 11 23' })
    await createManufacturer(t.database.db, { title: 'Assoc Co' })
    const response = await call('POST', '/admin/manufacturer/omniclasses', {
      query: 'Assoc_Co',
      associations: ['sliding_doors', '23-17 11 23'],
    })
    expect(response.json()).toEqual({ message: 'success' })
    expect((await call('GET', '/admin/manufacturer/omniclasses?title=Assoc%20Co')).json()).toEqual([
      { number: '23-17 11 21', name: 'Sliding Doors' },
      { number: '23-17 11 23', name: 'Swing Doors' },
    ])
    await call('POST', '/admin/manufacturer/omniclasses', {
      query: 'Assoc Co',
      associations: ['Swing Doors'],
    })
    expect((await call('GET', '/admin/manufacturer/omniclasses?title=Assoc%20Co')).json()).toEqual([
      { number: '23-17 11 23', name: 'Swing Doors' },
    ])
  })

  it('refuses an unknown table, naming it, and keeps the old associations', async () => {
    const response = await call('POST', '/admin/manufacturer/omniclasses', {
      query: 'Assoc Co',
      associations: ['Sliding Doors', 'Flying Doors'],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('"Flying Doors"')
    expect((await call('GET', '/admin/manufacturer/omniclasses?title=Assoc%20Co')).json()).toEqual([
      { number: '23-17 11 23', name: 'Swing Doors' },
    ])
  })

  it('refuses missing or unknown manufacturers and bad bodies', async () => {
    const missing = await call('GET', '/admin/manufacturer/omniclasses')
    expect(missing.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'No manufacturer title provided' })
    expect((await call('GET', '/admin/manufacturer/omniclasses?title=Nobody')).statusCode).toBe(404)
    expect(
      (await call('POST', '/admin/manufacturer/omniclasses', { query: 'Nobody', associations: [] }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await call('POST', '/admin/manufacturer/omniclasses', {
          query: 'Assoc Co',
          associations: 'Swing Doors',
        })
      ).statusCode,
    ).toBe(400)
    expect((await call('POST', '/admin/manufacturer/omniclasses', { query: 'Assoc Co' })).statusCode).toBe(
      400,
    )
  })
})
