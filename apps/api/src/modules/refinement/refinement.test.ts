import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { FilterResponseSchema, RefinementResponseSchema } from '@scout/shared/schemas/search'
import { buildApp } from '../../app'
import { manufacturers, omniclasses, variants } from '../../db/schema'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let cookie: { cookie: string }

const doorColumns = [
  { name: 'Material', values: ['Steel', 'Wood', 'Hollow Metal'] },
  { name: 'Width', values: ['36 in', '42 in', '914 mm'] },
  { name: 'Fire Rating', values: ['20 min', '60 min', '90 min', '3 hr'] },
]
const selection = [
  { name: 'Material', value: '' },
  { name: 'width', value: '36 in' },
  { name: 'Fire Rating', value: '60 min' },
]

async function refine(body: unknown, expanded?: string) {
  return t.inject({
    method: 'POST',
    url: `/api/manufacturer/selected_parameters${expanded ? `?expanded=${expanded}` : ''}`,
    payload: body as object,
    as: cookie,
  })
}

beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.signIn('professional')
  const db = t.database.db
  const doors = await createOmniclass(db, { number: '23-17 11 00', name: 'Doors', parameters: doorColumns })
  const hm = await createOmniclass(db, {
    number: '23-17 11 13 11',
    name: 'Hollow Metal Doors',
    parameters: doorColumns,
  })
  const alpha = await createManufacturer(db, {
    title: 'Alpha Doors',
    verified: true,
    verifiedOn: '2024-01-01',
    omniclassIds: [hm.id],
  })
  const bravo = await createManufacturer(db, {
    title: 'Bravo Openings',
    linksForProfessionals: [{ title: 'Our objects on BIMobject', url: 'https://bim.example.com/bravo' }],
    omniclassIds: [hm.id],
  })
  await createManufacturer(db, {
    title: 'Echo Frames',
    verified: true,
    verifiedOn: '2025-05-01',
    omniclassIds: [hm.id],
  })
  await createManufacturer(db, {
    title: 'Charlie Co',
    verified: true,
    verifiedOn: '2025-05-01',
    omniclassIds: [hm.id],
  })
  const delta = await createManufacturer(db, { title: 'Delta Doors', omniclassIds: [doors.id] })
  const variant = (
    omniclassId: number,
    manufacturerId: number,
    material: string,
    width: string,
    rating: string,
  ) =>
    createVariant(db, {
      omniclassId,
      manufacturerId,
      parameters: [
        { name: 'Material', values: [material] },
        { name: 'Width', values: [width] },
        { name: 'fire-rating', values: [rating] },
      ],
    })
  await variant(hm.id, alpha.id, 'Steel', '914 mm', '1 hr')
  await variant(hm.id, bravo.id, 'steel', '42 in', '60 min')
  await variant(doors.id, delta.id, 'Hollow-Metal', '36"', '1 hr')
})
afterAll(() => t?.close())

describe('POST /api/manufacturer/selected_parameters', () => {
  it('returns every manufacturer, highlights those offering every value across units, in weight order', async () => {
    const response = await refine({ omniclass: 'Hollow Metal Doors', parameters: selection })
    expect(response.statusCode, response.body).toBe(200)
    const body = RefinementResponseSchema.parse(response.json())
    expect(body.manufacturers.map((m) => [m.title, m.highlighted])).toEqual([
      ['Alpha Doors', true],
      ['Charlie Co', false],
      ['Echo Frames', false],
      ['Bravo Openings', false],
    ])
    const bravo = body.manufacturers.find((m) => m.title === 'Bravo Openings')!
    expect(bravo).toMatchObject({ logo: null, logo_variants: null, verified: false, verified_on: null })
    expect(bravo.aggregator_content).toEqual({ architizer: 0, caddetails: 0, bimobject: -1, bimsmith: 0 })
    // the answer is joined from cached JSON text: the same manufacturer as every other route serializes it
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const detail = await t.inject({
      method: 'GET',
      url: `/api/manufacturer/get/multiple?q=${encodeURIComponent('Bravo Openings')}`,
      as: cookie,
    })
    expect({ ...detail.json()[0], highlighted: false }).toEqual(bravo)
  })

  it('counts, per value, the manufacturers that offer it given the other selections', async () => {
    const body = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Hollow Metal Doors', parameters: selection })).json(),
    )
    const facet = (name: string) =>
      Object.fromEntries(body.facets.find((f) => f.name === name)!.values.map((v) => [v.value, v.count]))
    expect(facet('Width')).toEqual({ '36 in': 1, '42 in': 1, '914 mm': 1 })
    expect(facet('Fire Rating')).toEqual({ '20 min': 0, '60 min': 1, '90 min': 0, '3 hr': 0 })
    expect(facet('Material')).toEqual({ Steel: 1, Wood: 0, 'Hollow Metal': 0 })
  })

  it('adds the parent table’s manufacturers when expanded, matching case, spacing and punctuation', async () => {
    const parameters = [...selection, { name: 'MATERIAL', value: 'hollow metal' }]
    const body = RefinementResponseSchema.parse(
      (await refine({ omniclass: '23-17 11 13 11', parameters }, 'true')).json(),
    )
    expect(body.manufacturers.map((m) => [m.title, m.highlighted])).toEqual([
      ['Delta Doors', true],
      ['Charlie Co', false],
      ['Echo Frames', false],
      ['Alpha Doors', false],
      ['Bravo Openings', false],
    ])
    const plain = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Hollow_Metal_Doors', parameters }, 'false')).json(),
    )
    expect(plain.manufacturers.map((m) => m.title)).not.toContain('Delta Doors')
  })

  it('highlights nobody when no value is chosen, and counts a custom value', async () => {
    const none = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Doors', parameters: [{ name: 'Width', value: '' }] })).json(),
    )
    expect(none.manufacturers).toMatchObject([{ title: 'Delta Doors', highlighted: false }])
    const custom = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Doors', parameters: [{ name: 'Width', value: '3 ft' }] })).json(),
    )
    expect(custom.manufacturers).toMatchObject([{ title: 'Delta Doors', highlighted: true }])
    expect(custom.facets.find((f) => f.name === 'Width')!.values).toContainEqual({ value: '36 in', count: 1 })
    const unlisted = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Doors', parameters: [{ name: 'Width', value: '40 in' }] })).json(),
    )
    expect(unlisted.facets.find((f) => f.name === 'Width')!.values).toContainEqual({
      value: '40 in',
      count: 0,
    })
  })

  it('refuses bad input with a reason and answers anonymous callers 401', async () => {
    const missing = await refine({ parameters: [] })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toContain('No identifier provided')
    expect((await refine({ omniclass: '   ', parameters: [] })).statusCode).toBe(400)
    expect((await refine({ omniclass: 'Doors', parameters: 'Width=36' })).statusCode).toBe(400)
    expect((await refine({ omniclass: 'Doors', parameters: [{ name: 'Width' }] })).statusCode).toBe(400)
    expect((await refine({ omniclass: 'Doors', parameters: [] }, 'maybe')).statusCode).toBe(400)
    expect((await refine({ omniclass: 'x'.repeat(1000), parameters: [] })).statusCode).toBe(400)
    const unknown = await refine({ omniclass: 'No Such Table', parameters: [] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
    const odd = await refine({
      omniclass: "Doors'; drop table variants; --",
      parameters: [{ name: '🚪', value: '½"' }],
    })
    expect(odd.statusCode).toBe(404)
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/manufacturer/selected_parameters',
      payload: { omniclass: 'Doors', parameters: [] },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('refinement freshness', () => {
  it('reflects writes at once, also when another process made them', async () => {
    const other = await buildApp({ ...t.ctx }, { logger: false })
    await other.ready()
    const highlightedIn = async (app: { inject: typeof other.inject }) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/manufacturer/filter',
        payload: { omniclass: 'Hollow Metal Doors', parameters: selection },
        headers: { cookie: cookie.cookie },
      })
      return FilterResponseSchema.parse(response.json()).titles
    }
    try {
      expect(await highlightedIn(t.app)).toEqual(['Alpha Doors'])
      expect(await highlightedIn(other)).toEqual(['Alpha Doors'])
      const [hm] = await t.database.db
        .select()
        .from(omniclasses)
        .where(eq(omniclasses.name, 'Hollow Metal Doors'))
      const [alpha] = await t.database.db
        .select()
        .from(manufacturers)
        .where(eq(manufacturers.title, 'Alpha Doors'))
      const narrower = [
        { name: 'Width', values: ['42 in'] },
        { name: 'Fire Rating', values: ['1 hr'] },
      ]
      await t.database.db
        .update(variants)
        .set({ parameters: narrower })
        .where(and(eq(variants.omniclassId, hm!.id), eq(variants.manufacturerId, alpha!.id)))
      expect(await highlightedIn(t.app)).toEqual([])
      expect(await highlightedIn(other)).toEqual([])

      await t.database.db
        .update(manufacturers)
        .set({ title: 'Alpha Openings', titleKey: 'alpha openings' })
        .where(eq(manufacturers.id, alpha!.id))
      const body = RefinementResponseSchema.parse(
        (await refine({ omniclass: 'Hollow Metal Doors', parameters: [] })).json(),
      )
      expect(body.manufacturers.map((m) => m.title)).toContain('Alpha Openings')
      await t.database.db
        .update(manufacturers)
        .set({ title: 'Alpha Doors', titleKey: 'alpha doors' })
        .where(eq(manufacturers.id, alpha!.id))
      await t.database.db
        .update(variants)
        .set({
          parameters: [
            { name: 'Material', values: ['Steel'] },
            { name: 'Width', values: ['914 mm'] },
            { name: 'fire-rating', values: ['1 hr'] },
          ],
        })
        .where(and(eq(variants.omniclassId, hm!.id), eq(variants.manufacturerId, alpha!.id)))
      expect(await highlightedIn(other)).toEqual(['Alpha Doors'])
    } finally {
      await other.close()
    }
  })
})

describe('the refinement cache after table changes (issue 27: enrichment writes tables in batches)', () => {
  it("follows a table's own change, a new parent and a renumbered one; another table's change leaves it right", async () => {
    const db = t.database.db
    const makersOf = async (omniclass: string, expanded?: string) =>
      RefinementResponseSchema.parse((await refine({ omniclass, parameters: [] }, expanded)).json())
        .manufacturers.map((m) => m.title)
        .sort()
    const frames = await createOmniclass(db, {
      number: '23-17 21 13 11',
      name: 'Steel Frames',
      parameters: doorColumns,
    })
    await createManufacturer(db, { title: 'Foxtrot Frames', omniclassIds: [frames.id] })
    expect(await makersOf('Steel Frames', 'true')).toEqual(['Foxtrot Frames'])
    expect(await makersOf('Hollow Metal Doors')).toEqual([
      'Alpha Doors',
      'Bravo Openings',
      'Charlie Co',
      'Echo Frames',
    ])

    // an unrelated table's parameters change (as a suggestion is stored): answers stay as they were
    const unrelated = await createOmniclass(db, { number: '23-30 10 00', name: 'Unrelated Panels' })
    await db.update(omniclasses).set({ parameters: doorColumns }).where(eq(omniclasses.id, unrelated.id))
    expect(await makersOf('Hollow Metal Doors')).toHaveLength(4)

    // a table given the parent's number becomes the expanded scope's parent: its makers join at once
    const parent = await createOmniclass(db, { number: '23-30 20 00', name: 'Frames Family' })
    await createManufacturer(db, { title: 'Golf Framing', omniclassIds: [parent.id] })
    expect(await makersOf('Steel Frames', 'true')).toEqual(['Foxtrot Frames'])
    await db.update(omniclasses).set({ number: '23-17 21 00' }).where(eq(omniclasses.id, parent.id))
    expect(await makersOf('Steel Frames', 'true')).toEqual(['Foxtrot Frames', 'Golf Framing'])
    // and renumbered away, it leaves
    await db.update(omniclasses).set({ number: '23-30 20 00' }).where(eq(omniclasses.id, parent.id))
    expect(await makersOf('Steel Frames', 'true')).toEqual(['Foxtrot Frames'])

    // the table's own columns change: the next answer has them
    await db
      .update(omniclasses)
      .set({ parameters: [{ name: 'Gauge', values: ['16', '18'] }] })
      .where(eq(omniclasses.id, frames.id))
    const body = RefinementResponseSchema.parse(
      (await refine({ omniclass: 'Steel Frames', parameters: [] })).json(),
    )
    expect(JSON.stringify(body)).toContain('Gauge')
  })
})

describe('POST /api/manufacturer/filter', () => {
  it('answers the matching titles alone, in the same order', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/manufacturer/filter?expanded=true',
      payload: { omniclass: 'Hollow Metal Doors', parameters: selection },
      as: cookie,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(FilterResponseSchema.parse(response.json())).toEqual({ titles: ['Alpha Doors', 'Delta Doors'] })
    const none = await t.inject({
      method: 'POST',
      url: '/api/manufacturer/filter',
      payload: { omniclass: 'Doors', parameters: [] },
      as: cookie,
    })
    expect(none.json()).toEqual({ titles: [] })
    const missing = await t.inject({
      method: 'POST',
      url: '/api/manufacturer/filter',
      payload: {},
      as: cookie,
    })
    expect(missing.statusCode).toBe(400)
  })
})
