import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let cookie: { cookie: string }
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.signIn('professional')
  const frames = await createOmniclass(t.database.db, { name: 'Door Frames', number: '23-17 11 11 11' })
  await createManufacturer(t.database.db, { title: 'Acme Frames', omniclassIds: [frames.id] })
})
afterAll(() => t.close())

const identifiers = [
  '23-17 11 11 11',
  'Door Frames',
  'Door_Frames',
  'door frames',
  '23-17 11 11 11 Door Frames',
  '23-17_11_11_11_Door_Frames',
]

/** Every route that takes a table identifier reads it the same way (packages/shared omniclass-identifier). */
describe('one reading of a table identifier across routes', () => {
  const calls = (identifier: string) => {
    const q = encodeURIComponent(identifier)
    return [
      { method: 'GET' as const, url: `/api/omniclass/get?identifier=${q}` },
      { method: 'GET' as const, url: `/api/omniclass/manufacturers/all?omniclass=${q}` },
      { method: 'GET' as const, url: `/api/manufacturer/overview/omniclass/${q}` },
      { method: 'GET' as const, url: `/api/manufacturer/Acme_Frames/omniclass/${q}/product-images` },
      {
        method: 'POST' as const,
        url: '/api/manufacturer/selected_parameters',
        payload: { omniclass: identifier, parameters: [] },
      },
    ]
  }

  it.each(identifiers)('finds the table from %j on every route', async (identifier) => {
    for (const call of calls(identifier)) {
      const response = await t.inject({ ...call, as: cookie })
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(200)
    }
    const table = (await t.inject({ ...calls(identifier)[0]!, as: cookie })).json()
    expect(table.name).toBe('Door Frames')
    const makers = (await t.inject({ ...calls(identifier)[1]!, as: cookie })).json()
    expect(JSON.stringify(makers)).toContain('Acme Frames')
  })

  it('answers 404 from every route for a table that does not exist', async () => {
    for (const call of calls('23-17 11 11 12 Window Frames')) {
      const response = await t.inject({ ...call, as: cookie })
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404)
    }
  })
})
