import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContactRow, createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { logoVariantKey, mediaUrl } from '../media/media-keys'

let t: TestApp
let professional: Awaited<ReturnType<TestApp['signIn']>>
const get = (url: string) => t.inject({ method: 'GET', url, as: professional })
const titles = (body: { title: string }[]) => body.map((m) => m.title)

beforeAll(async () => {
  t = await createTestApp()
  professional = await t.signIn('professional')
  const db = t.database.db
  const parent = await createOmniclass(db, { name: 'Door Assemblies', number: '23-17 11 00' })
  const doors = await createOmniclass(db, { name: 'Hollow Metal Doors', number: '23-17 11 13' })
  await createOmniclass(db, { name: 'Empty Table', number: '23-17 11 15' })
  await createManufacturer(db, {
    title: 'Alpha Doors',
    verified: true,
    verifiedOn: '2024-01-01',
    omniclassIds: [doors.id],
  })
  await createManufacturer(db, {
    title: 'Beta Doors',
    verified: true,
    verifiedOn: '2024-06-01',
    omniclassIds: [doors.id],
  })
  await createManufacturer(db, {
    title: 'Gamma Doors',
    omniclassIds: [doors.id, parent.id],
    linksForProfessionals: [{ title: 'Our objects on BIMobject', url: 'https://bim.example/gamma' }],
    aggregatorContent: { architizer: 0, caddetails: 3, bimobject: 0, bimsmith: 0 },
  })
  await createManufacturer(db, { title: 'Parent Maker', omniclassIds: [parent.id] })
  const lonely = await createManufacturer(db, {
    title: 'Lonely Maker',
    email: 'sales@lonely.example',
    logoFilename: 'lonely maker.png',
    verified: true,
    verifiedOn: '2023-03-04',
    description: 'First line\n\nSecond line',
    omniclassIds: [doors.id, parent.id],
  })
  await createContactRow(db, {
    manufacturerId: lonely.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@lonely.example',
    title: 'Sales',
  })
  await createContactRow(db, {
    manufacturerId: lonely.id,
    firstName: 'Bob',
    lastName: 'Builder',
    email: null,
  })
})
afterAll(() => t.close())

describe('GET /api/omniclass/manufacturers/all', () => {
  it('lists a table’s manufacturers: verified first, newest verified_on first, then by title', async () => {
    const response = await get('/api/omniclass/manufacturers/all?omniclass=Hollow_Metal_Doors')
    expect(response.statusCode).toBe(200)
    expect(titles(response.json())).toEqual(['Beta Doors', 'Alpha Doors', 'Lonely Maker', 'Gamma Doors'])
    const gamma = response.json().find((m: { title: string }) => m.title === 'Gamma Doors')
    expect(gamma.aggregator_content).toEqual({ architizer: 0, caddetails: 3, bimobject: -1, bimsmith: 0 })
    expect(gamma).toMatchObject({ verified: false, verified_on: null, logo: null, logo_variants: null })
  })

  it('adds the parent table’s manufacturers when expanded, each once', async () => {
    const response = await get(
      '/api/omniclass/manufacturers/all?omniclass=hollow%20metal%20doors&expanded=true',
    )
    expect(titles(response.json())).toEqual([
      'Beta Doors',
      'Alpha Doors',
      'Lonely Maker',
      'Gamma Doors',
      'Parent Maker',
    ])
    const byNumber = await get('/api/omniclass/manufacturers/all?omniclass=23-17%2011%2013&expanded=false')
    expect(titles(byNumber.json())).toHaveLength(4)
  })

  it('answers an empty list for a table without manufacturers, and a table without a parent unexpanded', async () => {
    expect((await get('/api/omniclass/manufacturers/all?omniclass=Empty_Table')).json()).toEqual([])
    expect(
      titles((await get('/api/omniclass/manufacturers/all?omniclass=Door_Assemblies&expanded=true')).json()),
    ).toEqual(['Lonely Maker', 'Gamma Doors', 'Parent Maker'])
  })

  it('refuses a missing, unknown or malformed query', async () => {
    const missing = await get('/api/omniclass/manufacturers/all')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'No identifier provided' })
    expect((await get('/api/omniclass/manufacturers/all?omniclass=Nothing_Here')).statusCode).toBe(404)
    expect(
      (await get('/api/omniclass/manufacturers/all?omniclass=Empty_Table&expanded=maybe')).statusCode,
    ).toBe(400)
    expect((await get('/api/omniclass/manufacturers/all?omniclass=Empty_Table&sort=x')).statusCode).toBe(400)
    expect((await get(`/api/omniclass/manufacturers/all?omniclass=${'x'.repeat(301)}`)).statusCode).toBe(400)
    expect(
      (await t.inject({ method: 'GET', url: '/api/omniclass/manufacturers/all?omniclass=Empty_Table' }))
        .statusCode,
    ).toBe(401)
  })
})

describe('GET /api/manufacturer/get/multiple', () => {
  it('answers the manufacturers asked for, in that order, skipping unknown titles', async () => {
    const response = await get('/api/manufacturer/get/multiple?q=Beta_Doors&q=alpha%20doors&q=Nobody')
    expect(response.statusCode).toBe(200)
    expect(titles(response.json())).toEqual(['Beta Doors', 'Alpha Doors'])
    expect(titles((await get('/api/manufacturer/get/multiple?q=Gamma_Doors')).json())).toEqual([
      'Gamma Doors',
    ])
  })

  it('needs at least one title', async () => {
    const response = await get('/api/manufacturer/get/multiple')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('No manufacturer title provided')
    expect((await get('/api/manufacturer/get/multiple?q=')).statusCode).toBe(400)
    expect((await get('/api/manufacturer/get/multiple?title=Beta')).statusCode).toBe(400)
  })
})

describe('GET /api/manufacturer/contacts/get/{manufacturerTitle}', () => {
  it('lists the contacts, oldest first', async () => {
    const response = await get('/api/manufacturer/contacts/get/Lonely_Maker')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      expect.objectContaining({
        manufacturer_title: 'Lonely Maker',
        first_name: 'Ada',
        last_name: 'Lovelace',
        title: 'Sales',
        email: 'ada@lonely.example',
      }),
      expect.objectContaining({ first_name: 'Bob', email: null }),
    ])
    expect((await get('/api/manufacturer/contacts/get/Alpha%20Doors')).json()).toEqual([])
  })

  it('answers 404 for an unknown manufacturer', async () => {
    expect((await get('/api/manufacturer/contacts/get/Nobody')).statusCode).toBe(404)
  })
})

describe('GET /api/manufacturer/overview/omniclass/{omniclass}', () => {
  it('gives the quick-link rows in rank order', async () => {
    const response = await get('/api/manufacturer/overview/omniclass/Hollow_Metal_Doors')
    expect(response.statusCode).toBe(200)
    expect(titles(response.json())).toEqual(['Beta Doors', 'Alpha Doors', 'Lonely Maker', 'Gamma Doors'])
    expect(response.json()[2]).toMatchObject({ verified_on: '2023-03-04', has_professional_links: false })
    expect(response.json()[3]).toMatchObject({ has_professional_links: true })
    expect(response.json()[0]).not.toHaveProperty('description')
  })

  it('answers 404 for an unknown table', async () => {
    expect((await get('/api/manufacturer/overview/omniclass/Nothing_Here')).statusCode).toBe(404)
  })
})

describe('GET /api/manufacturer/data', () => {
  it('answers the whole manufacturer: logo URLs, contacts, tables, ISO verified_on', async () => {
    const response = await get('/api/manufacturer/data?title=Lonely_Maker')
    expect(response.statusCode).toBe(200)
    const base = t.config.media.baseUrl
    expect(response.json()).toMatchObject({
      title: 'Lonely Maker',
      email: 'sales@lonely.example',
      verified: true,
      verified_on: '2023-03-04',
      description: 'First line\n\nSecond line',
      logo_filename: 'lonely maker.png',
      logo: `${base}/logos/lonely%20maker.png`,
      logo_variants: {
        small: mediaUrl(base, logoVariantKey('lonely maker.png', 'small')),
        medium: mediaUrl(base, logoVariantKey('lonely maker.png', 'medium')),
        large: mediaUrl(base, logoVariantKey('lonely maker.png', 'large')),
      },
      aggregator_content: { architizer: 0, caddetails: 0, bimobject: 0, bimsmith: 0 },
      links_for_professionals: [],
      additional_links: [],
      omniclasses: [
        { number: '23-17 11 00', name: 'Door Assemblies' },
        { number: '23-17 11 13', name: 'Hollow Metal Doors' },
      ],
    })
    expect(response.json().contacts).toHaveLength(2)
  })

  it('refuses a missing title with the spec’s message, and an unknown one with 404', async () => {
    const missing = await get('/api/manufacturer/data')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('No manufacturer title provided')
    expect((await get('/api/manufacturer/data?title=')).json().message).toBe('No manufacturer title provided')
    expect((await get('/api/manufacturer/data?title=Nobody')).statusCode).toBe(404)
    expect((await get('/api/manufacturer/data?title=Lonely_Maker&extra=1')).statusCode).toBe(400)
  })
})
