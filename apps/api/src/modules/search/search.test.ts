import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import { SearchResponseSchema, type SearchHit } from '@scout/shared/schemas/search'
import { buildApp } from '../../app'
import { manufacturerOmniclasses, manufacturers, omniclasses, productImages, variants } from '../../db/schema'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let cookie: { cookie: string }
const ids = { doors: 0, hm: 0, cmu: 0, ceiling: 0, maker: 0 }

async function search(
  q: string,
  options: { limit?: number; app?: TestApp['app'] } = {},
): Promise<SearchHit[]> {
  const query = new URLSearchParams({ q, ...(options.limit ? { limit: String(options.limit) } : {}) })
  const response = options.app
    ? await options.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: cookie })
    : await t.inject({ method: 'GET', url: `/api/search?${query}`, as: cookie })
  expect(response.statusCode, response.body).toBe(200)
  return SearchResponseSchema.parse(response.json()).hits
}
const names = async (q: string) => (await search(q)).map((hit) => hit.name)

beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.signIn('professional')
  const db = t.database.db
  const table = (number: string, name: string) => createOmniclass(db, { number, name })
  await table('23-17 00 00', 'Openings, Passages, and Protection Products')
  ids.doors = (await table('23-17 11 00', 'Doors')).id
  await table('23-17 11 13', 'Metal Doors')
  ids.hm = (await table('23-17 11 13 11', 'Hollow Metal Doors')).id
  await table('23-17 11 15', 'Wood Doors')
  await table('23-17 11 11 11', 'Door Frames')
  await table('23-17 13 00', 'Windows')
  ids.cmu = (await table('23-13 21 11', 'Concrete Masonry Units')).id
  ids.ceiling = (await table('23-15 19 15 11 11', 'Acoustical Ceiling Tile')).id
  await table('23-15 19 23 11 13 15', 'Acoustical Tile Ceilings')
  await table('23-35 47 23 17', 'Light Emitting Diode Lamps')
  await table('23-13 21 11 11', 'Concrete Blocks')
  await table('23-17 19 13', 'Louver Gear')
  await table('23-17 11 11 25 21', 'Door Louvers')
  await table('23-33 29 33', 'Movable Blade Wall Louvers')
  await table('23-13 41 33', 'Roof Gutters')
  await table('23-27 31 11 13', 'Butterfly Valves')
  await table('23-31 21 15', 'Hot Water Heaters')
  await table('23-35 41 11', 'Photoelectric Cell')
  await table('23-35 41 13', 'Photoelectric Cells')
  const imrt = 'Medical Linear Accelerator Intensity Modulated Radiation Therapy IMRT'
  await table('23-29 11 11', `${imrt} Two Dimensional Units`)
  await table('23-29 11 13', `${imrt} Three Dimensional Units`)
  await createOmniclass(db, { name: 'Bespoke Kiosks', number: null, source: 'generated', reviewed: true })
  const maker = await createManufacturer(db, {
    title: 'Northgate Door Systems',
    omniclassIds: [ids.doors, ids.hm],
  })
  ids.maker = maker.id
  await createManufacturer(db, { title: 'Ashgrove Openings', omniclassIds: [ids.hm] })
  await createVariant(db, {
    omniclassId: ids.hm,
    manufacturerId: maker.id,
    parameters: [],
    productNames: ['Northgate Series 300 Door'],
  })
})
afterAll(() => t?.close())

describe('GET /api/search', () => {
  it('needs a session', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/search?q=doors' })
    expect(response.statusCode).toBe(401)
  })

  it('puts the exact name first, then the names it names, and carries the manufacturers', async () => {
    const hits = await search('doors')
    expect(hits[0]).toMatchObject({
      kind: 'omniclass',
      number: '23-17 11 00',
      name: 'Doors',
      manufacturer_titles: ['Northgate Door Systems'],
      manufacturer_count: 1,
    })
    // Wood Doors are doors; Door Frames are frames (a head noun before the names it only qualifies)
    expect(hits.map((hit) => hit.name).indexOf('Wood Doors')).toBeLessThan(
      hits.map((hit) => hit.name).indexOf('Door Frames'),
    )
    const hm = hits.find((hit) => hit.name === 'Hollow Metal Doors')!
    expect(hm.manufacturer_titles).toEqual(['Ashgrove Openings', 'Northgate Door Systems'])
  })

  it('ranks all words before some words, in any order, singular or plural', async () => {
    expect((await names('hollow metal doors'))[0]).toBe('Hollow Metal Doors')
    expect((await names('door metal hollow'))[0]).toBe('Hollow Metal Doors')
    expect((await names('hollow metal door'))[0]).toBe('Hollow Metal Doors')
    expect((await names('concrete masonry unit'))[0]).toBe('Concrete Masonry Units')
    expect((await names('ceiling tile acoustical'))[0]).toBe('Acoustical Ceiling Tile')
    expect((await names('tile ceiling acoustical'))[0]).toBe('Acoustical Tile Ceilings')
  })

  it('puts a name typed in full first, before what a synonym of it finds', async () => {
    expect((await names('concrete blocks'))[0]).toBe('Concrete Blocks')
    expect((await names('Concrete Block'))[0]).toBe('Concrete Blocks')
    expect((await names('photoelectric cells'))[0]).toBe('Photoelectric Cells')
    expect((await names('photoelectric cell'))[0]).toBe('Photoelectric Cell')
  })

  it('ranks the products a head noun names before their parts and accessories', async () => {
    const hits = await names('louver')
    expect(hits.slice(0, 2).sort()).toEqual(['Door Louvers', 'Movable Blade Wall Louvers'])
    expect(hits).toContain('Louver Gear')
  })

  it('reads a query as long as the longest name', async () => {
    const name =
      'Medical Linear Accelerator Intensity Modulated Radiation Therapy IMRT Three Dimensional Units'
    expect((await names(name))[0]).toBe(name)
  })

  it('reads words typed together apart when both halves are catalogue words', async () => {
    expect((await names('doorframe'))[0]).toBe('Door Frames')
    expect((await names('waterheaters'))[0]).toBe('Hot Water Heaters')
  })

  it('never takes a word of the catalogue for a typo of another', async () => {
    expect(await names('gutter')).toEqual(['Roof Gutters'])
    expect(await names('gutters')).toEqual(['Roof Gutters'])
  })

  it('completes the word being typed', async () => {
    expect((await names('hollow met'))[0]).toBe('Hollow Metal Doors')
    expect((await names('acoustical ceiling t'))[0]).toBe('Acoustical Ceiling Tile')
  })

  it('forgives one typo in words of 4+ letters and two in 8+, but not in short words', async () => {
    expect((await names('hollow metl doors'))[0]).toBe('Hollow Metal Doors')
    expect((await names('acoustcal celing tile'))[0]).toBe('Acoustical Ceiling Tile')
    expect((await names('accoustical cieling tile'))[0]).toBe('Acoustical Ceiling Tile')
    expect((await names('windwos'))[0]).toBe('Windows')
    expect(await names('dor')).not.toContain('Doors')
  })

  it('understands synonyms from the data file', async () => {
    expect((await names('hm doors'))[0]).toBe('Hollow Metal Doors')
    expect((await names('CMU'))[0]).toBe('Concrete Masonry Units')
    expect((await names('led lamps'))[0]).toBe('Light Emitting Diode Lamps')
    expect((await names('ACT'))[0]).toBe('Acoustical Ceiling Tile')
  })

  it('finds tables by number prefix, the number itself first', async () => {
    const hits = await search('23-17 11')
    expect(hits[0]!.number).toBe('23-17 11 00')
    expect(hits.every((hit) => hit.number?.startsWith('23-17 11'))).toBe(true)
    expect((await search('2317'))[0]!.number).toBe('23-17 00 00')
    expect((await names('23-17 11 hollow'))[0]).toBe('Hollow Metal Doors')
  })

  it('finds product names with the manufacturers offering them and their table', async () => {
    const [hit] = await search('northgate series 300')
    expect(hit).toEqual({
      kind: 'product',
      number: '23-17 11 13 11',
      name: 'Northgate Series 300 Door',
      omniclass_name: 'Hollow Metal Doors',
      manufacturer_titles: ['Northgate Door Systems'],
      manufacturer_count: 1,
    })
  })

  it('finds tables without a number, and honours the limit', async () => {
    expect(await search('kiosk')).toMatchObject([{ name: 'Bespoke Kiosks', number: null }])
    expect(await search('d', { limit: 2 })).toHaveLength(2)
  })

  it('answers odd input quickly and sanely', async () => {
    expect(await search('')).toEqual([])
    expect(await search('   ')).toEqual([])
    expect(await search('!!! ?? -- ##')).toEqual([])
    expect(await search('🚪🚪🚪')).toEqual([])
    expect(await search('\u200b\u200d\ufeff')).toEqual([])
    expect(Array.isArray(await search("'; DROP TABLE omniclasses; --"))).toBe(true)
    expect(Array.isArray(await search('% _ \\ %% doors OR 1=1'))).toBe(true)
    expect((await names('DÓORS'))[0]).toBe('Doors')
    expect(Array.isArray(await search('門 ドア 문 дверь بابا'))).toBe(true)
    expect(Array.isArray(await search(`${'a'.repeat(60)} ${'b'.repeat(60)} ${'c'.repeat(60)}`))).toBe(true)
    expect(Array.isArray(await search('door '.repeat(39)))).toBe(true)
    for (const url of [
      `/api/search?q=${'x'.repeat(1000)}`,
      '/api/search?q=doors&limit=0',
      '/api/search?q=doors&limit=abc',
      '/api/search?q=a&extra=1',
    ]) {
      const response = await t.inject({ method: 'GET', url, as: cookie })
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    }
  })
})

describe('search freshness', () => {
  it('shows creates, edits and deletes at once, also when another process wrote them', async () => {
    // a second API process on the same database: its own index, its own change-log horizon
    const other = await buildApp({ ...t.ctx }, { logger: false })
    await other.ready()
    try {
      expect(await names('skylights')).not.toContain('Skylights')
      expect(await search('skylights', { app: other })).toEqual([])

      const [skylights] = await t.database.db
        .insert(omniclasses)
        .values({ number: '23-17 17 00', name: 'Skylights', nameKey: toNameKey('Skylights') })
        .returning()
      expect((await names('skylights'))[0]).toBe('Skylights')
      expect((await search('skylights', { app: other }))[0]!.name).toBe('Skylights')

      await t.database.db
        .update(omniclasses)
        .set({ name: 'Roof Windows', nameKey: 'roof windows' })
        .where(eq(omniclasses.id, skylights!.id))
      expect(await names('skylights')).not.toContain('Skylights')
      expect((await search('roof windows', { app: other }))[0]!.name).toBe('Roof Windows')

      await t.database.db
        .insert(manufacturerOmniclasses)
        .values({ manufacturerId: ids.maker, omniclassId: skylights!.id })
      expect((await search('roof windows', { app: other }))[0]!.manufacturer_titles).toEqual([
        'Northgate Door Systems',
      ])
      await t.database.db
        .update(manufacturers)
        .set({ title: 'Northgate Openings', titleKey: 'northgate openings' })
        .where(eq(manufacturers.id, ids.maker))
      expect((await search('roof windows'))[0]!.manufacturer_titles).toEqual(['Northgate Openings'])

      await t.database.db.delete(omniclasses).where(eq(omniclasses.id, skylights!.id))
      expect(await names('roof windows')).not.toContain('Roof Windows')
      expect((await search('roof windows', { app: other })).map((hit) => hit.name)).not.toContain(
        'Roof Windows',
      )
    } finally {
      await other.close()
    }
  })

  it('follows the admin API: a created table is found at once, a deleted one is gone', async () => {
    const admin = await t.signIn('admin')
    const created = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/create',
      payload: { name: 'Revolving Doors', number: '23-17 11 23', parameters: [] },
      as: admin,
    })
    expect(created.statusCode, created.body).toBe(200)
    expect((await search('revolving door'))[0]).toMatchObject({
      name: 'Revolving Doors',
      number: '23-17 11 23',
    })
    const removed = await t.inject({
      method: 'DELETE',
      url: '/admin/omniclass/delete/Revolving_Doors',
      as: admin,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await search('revolving door')).map((hit) => hit.name)).not.toContain('Revolving Doors')
  })

  it('follows product names in variants and images, and manufacturer deletes', async () => {
    const maker = await createManufacturer(t.database.db, {
      title: 'Kestrel Glass',
      omniclassIds: [ids.doors],
    })
    const variant = await createVariant(t.database.db, {
      omniclassId: ids.doors,
      manufacturerId: maker.id,
      parameters: [],
      productNames: ['Kestrel Clearview Entrance'],
    })
    expect((await search('clearview'))[0]).toMatchObject({
      name: 'Kestrel Clearview Entrance',
      manufacturer_titles: ['Kestrel Glass'],
    })
    await t.database.db
      .update(variants)
      .set({ productNames: ['Kestrel Brightline Entrance'] })
      .where(eq(variants.id, variant.id))
    expect(await search('clearview')).toEqual([])
    expect((await search('brightline'))[0]!.name).toBe('Kestrel Brightline Entrance')

    await t.database.db.insert(productImages).values({
      manufacturerId: maker.id,
      omniclassId: null,
      filename: 'k.jpg',
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      byteSize: 1,
      productName: 'Kestrel Skyframe',
    })
    expect((await search('skyframe'))[0]).toMatchObject({
      kind: 'product',
      number: null,
      omniclass_name: null,
      manufacturer_titles: ['Kestrel Glass'],
    })

    await t.database.db.delete(manufacturers).where(eq(manufacturers.id, maker.id))
    expect(await search('brightline')).toEqual([])
    expect(await search('skyframe')).toEqual([])
    expect((await search('doors'))[0]!.manufacturer_titles).not.toContain('Kestrel Glass')
  })
})
