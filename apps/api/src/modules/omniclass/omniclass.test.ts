import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'

let t: TestApp
let user: Awaited<ReturnType<TestApp['signIn']>>
const doors = [
  { name: 'Material', values: ['Steel', 'Aluminum'] },
  { name: 'Fire Rating', values: ['20 min', '60 min'] },
]

beforeAll(async () => {
  t = await createTestApp()
  user = await t.signIn('professional')
  const db = t.database.db
  const parent = await createOmniclass(db, { name: 'Doors', number: '23-17 11 00' })
  await createOmniclass(db, { name: 'Openings', number: '23-17 00 00' })
  const metal = await createOmniclass(db, { name: 'Metal Doors', number: '23-17 11 13', parameters: doors })
  await createOmniclass(db, {
    name: 'Acoustic Panels',
    reviewed: false,
    source: 'generated',
    authorId: user.id, // awaiting review: its author's and the administrators' only
  })
  const acme = await createManufacturer(db, { title: 'Acme Doors', omniclassIds: [metal.id, parent.id] })
  await createManufacturer(db, { title: 'Zenith Entry', omniclassIds: [metal.id] })
  await createManufacturer(db, { title: 'Lonely Maker' })
  await createVariant(db, {
    omniclassId: metal.id,
    manufacturerId: acme.id,
    parameters: [{ name: 'Material', values: ['Steel'] }],
  })
})
afterAll(() => t.close())

const get = (url: string) => t.inject({ method: 'GET', url, as: user })

describe('GET /api/omniclass/get', () => {
  it('answers the table by name, with its manufacturers and its parent by number', async () => {
    const response = await get('/api/omniclass/get?identifier=Metal%20Doors')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      number: '23-17 11 13',
      name: 'Metal Doors',
      parameters: doors,
      manufacturer_titles: ['Acme Doors', 'Zenith Entry'],
      manufacturer_title: null,
      reviewed: true,
      source: 'catalogue',
      is_variant: false,
      parent: { number: '23-17 11 00', name: 'Doors' },
    })
  })

  it('takes underscored names in any case, and OmniClass numbers', async () => {
    for (const identifier of [
      'metal_doors',
      'METAL%20DOORS',
      '23-17%2011%2013',
      '23-17_11_13',
      '23-17%2011%2013%20Metal%20Doors',
    ]) {
      const response = await get(`/api/omniclass/get?identifier=${identifier}`)
      expect(response.statusCode, identifier).toBe(200)
      expect(response.json().name).toBe('Metal Doors')
    }
  })

  it("answers a manufacturer's variant in place of the generic parameters", async () => {
    const response = await get('/api/omniclass/get?identifier=Metal_Doors&manufacturer_title=acme_doors')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'Metal Doors',
      manufacturer_title: 'Acme Doors',
      is_variant: true,
      parameters: [{ name: 'Material', values: ['Steel'] }],
    })
  })

  it('falls back to the generic table when the manufacturer has no variant; an empty title means none', async () => {
    const zenith = await get('/api/omniclass/get?identifier=Metal%20Doors&manufacturer_title=Zenith%20Entry')
    expect(zenith.json()).toMatchObject({
      manufacturer_title: 'Zenith Entry',
      is_variant: false,
      parameters: doors,
    })
    const blank = await get('/api/omniclass/get?identifier=Metal%20Doors&manufacturer_title=')
    expect(blank.json()).toMatchObject({ manufacturer_title: null, parameters: doors })
  })

  it('walks up to the nearest existing ancestor, and has none at the top', async () => {
    expect((await get('/api/omniclass/get?identifier=Doors')).json().parent).toEqual({
      number: '23-17 00 00',
      name: 'Openings',
    })
    expect((await get('/api/omniclass/get?identifier=Openings')).json().parent).toBeNull()
    expect((await get('/api/omniclass/get?identifier=Acoustic%20Panels')).json().parent).toBeNull()
  })

  it("answers 400 'No identifier provided' when the identifier is missing or blank (not 429)", async () => {
    for (const url of [
      '/api/omniclass/get',
      '/api/omniclass/get?identifier=',
      '/api/omniclass/get?identifier=%20_%20',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'No identifier provided' })
    }
  })

  it('answers 404 for an unknown table or manufacturer', async () => {
    const table = await get('/api/omniclass/get?identifier=Nothing%20Like%20It')
    expect(table.statusCode).toBe(404)
    expect(table.json().message).toBe('Omniclass "Nothing Like It" not found')
    expect((await get('/api/omniclass/get?identifier=99-99%2099')).statusCode).toBe(404)
    const maker = await get('/api/omniclass/get?identifier=Metal%20Doors&manufacturer_title=Nobody')
    expect(maker.statusCode).toBe(404)
    expect(maker.json().message).toContain('Nobody')
  })

  it('refuses unknown query fields, repeated fields and overlong identifiers', async () => {
    expect((await get('/api/omniclass/get?identifier=Doors&colour=red')).statusCode).toBe(400)
    expect((await get('/api/omniclass/get?identifier=Doors&identifier=Openings')).statusCode).toBe(400)
    expect((await get(`/api/omniclass/get?identifier=${'x'.repeat(401)}`)).statusCode).toBe(400)
  })

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/omniclass/get?identifier=Doors' })).statusCode).toBe(
      401,
    )
  })
})

describe('GET /api/omniclass/get/all and /associations/all', () => {
  it('lists every table by number with its manufacturer titles', async () => {
    const response = await get('/api/omniclass/get/all')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      {
        number: '23-17 00 00',
        name: 'Openings',
        manufacturer_titles: [],
        reviewed: true,
        awaiting_review: false,
      },
      {
        number: '23-17 11 00',
        name: 'Doors',
        manufacturer_titles: ['Acme Doors'],
        reviewed: true,
        awaiting_review: false,
      },
      {
        number: '23-17 11 13',
        name: 'Metal Doors',
        manufacturer_titles: ['Acme Doors', 'Zenith Entry'],
        reviewed: true,
        awaiting_review: false,
      },
      {
        number: null,
        name: 'Acoustic Panels',
        manufacturer_titles: [],
        reviewed: false,
        awaiting_review: true,
      },
    ])
  })

  it('lists every association', async () => {
    const response = await get('/api/omniclass/associations/all')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { omniclass_name: 'Doors', manufacturer_title: 'Acme Doors' },
      { omniclass_name: 'Metal Doors', manufacturer_title: 'Acme Doors' },
      { omniclass_name: 'Metal Doors', manufacturer_title: 'Zenith Entry' },
    ])
  })

  it('needs a session', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/omniclass/get/all' })).statusCode).toBe(401)
    expect((await t.inject({ method: 'GET', url: '/api/omniclass/associations/all' })).statusCode).toBe(401)
  })
})
