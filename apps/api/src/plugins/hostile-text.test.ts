import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { manufacturers, omniclasses } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

const sqlText = "Robert'); DROP TABLE manufacturers; -- O'Brien \\' \" ; select pg_sleep(5)"
const htmlText = '<script>alert("x")</script><img src=x onerror="alert(1)"> & &amp; </textarea>'

/** SQL and HTML in every text field are data: stored byte for byte and answered as JSON text. */
describe('hostile text in every field', () => {
  it('round-trips a manufacturer and its contact exactly', async () => {
    const title = `${sqlText} ${htmlText}`.slice(0, 200)
    const created = await t.inject({
      method: 'POST',
      url: '/admin/manufacturer/create',
      as: admin,
      payload: {
        title,
        description: `${htmlText}\n${sqlText}`,
        formatted_address: sqlText,
        links_for_professionals: [{ title: htmlText, url: 'https://x.example/?q=<b>' }],
      },
    })
    expect(created.json()).toMatchObject({ message: 'success' })
    const contact = await t.inject({
      method: 'POST',
      url: `/admin/contacts/create/${encodeURIComponent(title)}`,
      as: admin,
      payload: { first_name: htmlText, last_name: sqlText, title: htmlText },
    })
    expect(contact.json()).toMatchObject({ message: 'success' })

    const read = await t.inject({
      method: 'GET',
      url: `/api/manufacturer/data?title=${encodeURIComponent(title)}`,
      as: admin,
    })
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toContain('application/json')
    const body = read.json()
    expect(body.title).toBe(title)
    expect(body.description).toBe(`${htmlText}\n${sqlText}`)
    expect(body.formatted_address).toBe(sqlText)
    expect(body.links_for_professionals[0].title).toBe(htmlText)
    expect(body.contacts[0]).toMatchObject({ first_name: htmlText, last_name: sqlText })
    const [{ n }] = (await t.database.db.select({ n: count() }).from(manufacturers)) as [{ n: number }]
    expect(n).toBe(1)
  })

  it('round-trips an omniclass name, parameters and search', async () => {
    const name = `Doors ${htmlText}`.slice(0, 120)
    const created = await t.inject({
      method: 'POST',
      url: '/admin/omniclass/create',
      as: admin,
      payload: { name, parameters: [{ name: sqlText.slice(0, 100), values: [htmlText, sqlText] }] },
    })
    expect(created.json()).toMatchObject({ message: 'success' })
    const read = await t.inject({
      method: 'GET',
      url: `/api/omniclass/get?identifier=${encodeURIComponent(name)}`,
      as: admin,
    })
    expect(read.json()).toMatchObject({
      name,
      parameters: [{ name: sqlText.slice(0, 100), values: [htmlText, sqlText] }],
    })
    const search = await t.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(sqlText)}`,
      as: admin,
    })
    expect(search.statusCode).toBeLessThan(500)
    expect((await t.database.db.select({ n: count() }).from(omniclasses))[0]!.n).toBe(1)
  })
})

describe('malformed URLs', () => {
  it('answers a bad percent-encoding with 400 in the usual error shape', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/manufacturer/%E0%A4%A/product-images',
      as: admin,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message'])
  })
})
