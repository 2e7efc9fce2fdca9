import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailAttachments, mailOutbox, rfiRequests } from '../../db/schema'
import { createContactRow, createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let professional: Awaited<ReturnType<TestApp['signIn']>>
let other: Awaited<ReturnType<TestApp['signIn']>>
const send = (payload: unknown, as = professional) =>
  t.inject({ method: 'POST', url: '/api/omniclass/manufacturers/request', as, payload: payload as object })
const counts = async () => ({
  requests: (await t.database.db.select({ id: rfiRequests.id }).from(rfiRequests)).length,
  mails: (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
})
const storedFiles = (id: number) =>
  t.database.db
    .select({ filename: mailAttachments.filename, content: mailAttachments.content })
    .from(mailAttachments)
    .where(eq(mailAttachments.rfiRequestId, id))
const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64')

function request(overrides: Record<string, unknown> = {}) {
  return {
    query: {
      omniclass: 'Hollow_Metal_Doors',
      parameters: [
        { name: 'Width', value: '36 in' },
        { name: 'Finish', value: '' },
      ],
    },
    manufacturer_titles: ['Mail Doors', 'Contact Doors'],
    email_content: 'Please send your catalogue.',
    user_email: 'dana@studio.example',
    user_name: 'Dana Architect',
    fileRequests: [{ filename: 'plan.pdf', content: b64(1000) }],
    document_categories: ['Specifications', 'BIM Models'],
    ...overrides,
  }
}

beforeAll(async () => {
  t = await createTestApp()
  professional = await t.signIn('professional')
  other = await t.signIn('professional')
  const db = t.database.db
  const table = await createOmniclass(db, { name: 'Hollow Metal Doors', number: '23-17 11 13' })
  const omniclassIds = [table.id]
  await createManufacturer(db, { title: 'Mail Doors', email: 'sales@mail.example', omniclassIds })
  const contactOnly = await createManufacturer(db, { title: 'Contact Doors', omniclassIds })
  await createContactRow(db, { manufacturerId: contactOnly.id, email: null })
  await createContactRow(db, { manufacturerId: contactOnly.id, email: 'first@contact.example' })
  await createContactRow(db, { manufacturerId: contactOnly.id, email: 'second@contact.example' })
  await createManufacturer(db, { title: 'Silent Doors', omniclassIds })
  for (const n of [1, 2, 3, 4])
    await createManufacturer(db, { title: `Extra ${n}`, email: `extra${n}@x.example`, omniclassIds })
})
afterAll(() => t.close())

describe('POST /api/omniclass/manufacturers/request', () => {
  it('stores the request and queues one message per manufacturer, reply-to the professional', async () => {
    const response = await send(request())
    expect(response.statusCode).toBe(200)
    const { message, id } = response.json()
    expect(message).toBe('success')
    const [stored] = await t.database.db.select().from(rfiRequests).where(eq(rfiRequests.id, id))
    expect(stored).toMatchObject({
      userId: professional.id,
      omniclassName: 'Hollow Metal Doors',
      parameters: [{ name: 'Width', value: '36 in' }],
      manufacturerTitles: ['Mail Doors', 'Contact Doors'],
      documentCategories: ['Specifications', 'BIM Models'],
      attachments: [{ filename: 'plan.pdf', bytes: 1000 }],
    })
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.rfiRequestId, id))
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['first@contact.example', 'sales@mail.example'])
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'rfi', replyTo: 'dana@studio.example', status: 'pending' })
      expect(mail.subject).toBe(
        'Request for information: 23-17 11 13 Hollow Metal Doors (from Dana Architect)',
      )
      expect(mail.body).toContain('Please send your catalogue.')
      expect(mail.body).toContain('Requested documents: Specifications, BIM Models')
      expect(mail.body).toContain('- Width: 36 in')
    }
    // one stored copy for the request, however many recipients
    expect(await storedFiles(id)).toEqual([{ filename: 'plan.pdf', content: Buffer.alloc(1000, 7) }])
  })

  it('accepts data-URL attachments and keeps their bytes', async () => {
    const response = await send(
      request({
        manufacturer_titles: ['mail_doors'],
        fileRequests: [{ filename: 'a.txt', content: `data:text/plain;base64,${b64(3)}` }],
      }),
    )
    expect(response.statusCode).toBe(200)
    expect(await storedFiles(response.json().id)).toEqual([
      { filename: 'a.txt', content: Buffer.alloc(3, 7) },
    ])
  })

  it('refuses a sixth manufacturer, an unknown one, or one without any address, storing nothing', async () => {
    const before = await counts()
    const six = await send(
      request({
        manufacturer_titles: ['Mail Doors', 'Contact Doors', 'Extra 1', 'Extra 2', 'Extra 3', 'Extra 4'],
      }),
    )
    expect(six.statusCode).toBe(400)
    expect(six.json().message).toContain('Choose at most 5 manufacturers')
    const unknown = await send(request({ manufacturer_titles: ['Mail Doors', 'Ghost Doors'] }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('No manufacturer titled "Ghost Doors"')
    const silent = await send(request({ manufacturer_titles: ['Mail Doors', 'Silent Doors'] }))
    expect(silent.statusCode).toBe(400)
    expect(silent.json().message).toBe('No e-mail address is known for "Silent Doors"')
    expect((await send(request({ manufacturer_titles: [] }))).statusCode).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('refuses too many, too large or broken attachments', async () => {
    const before = await counts()
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `f${i}.pdf`, content: b64(10) }))
    expect((await send(request({ fileRequests: six }))).json().message).toContain('At most 5 attachments')
    const large = [0, 1].map((i) => ({ filename: `big${i}.pdf`, content: b64(5.5 * 1024 * 1024) }))
    const tooLarge = await send(request({ fileRequests: large }))
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().message).toBe('The attachments come to 11.0 MB; at most 10 MB in all can be sent')
    expect(
      (await send(request({ fileRequests: [{ filename: 'x.pdf', content: 'not base64 at all!' }] }))).json()
        .message,
    ).toBe('The attachment "x.pdf" is not base64')
    expect((await send(request({ fileRequests: [{ filename: '', content: b64(3) }] }))).statusCode).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('refuses missing, mistyped, unknown and overlong fields', async () => {
    const before = await counts()
    const bad = [
      {},
      request({ user_name: '' }),
      request({ user_email: 'nobody' }),
      request({ email_content: '   ' }),
      request({ email_content: 'x'.repeat(20_001) }),
      request({ manufacturer_titles: 'Mail Doors' }),
      request({ query: { omniclass: '' } }),
      request({ query: { omniclass: 'X', parameters: [], extra: 1 } }),
      request({ document_categories: ['Gossip'] }),
      request({ cc: 'boss@studio.example' }),
    ]
    for (const payload of bad)
      expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400)
    expect(await counts()).toEqual(before)
    expect(
      (await t.inject({ method: 'POST', url: '/api/omniclass/manufacturers/request', payload: request() }))
        .statusCode,
    ).toBe(401)
  })
})

describe('GET /api/requests/mine', () => {
  it('lists only the signed-in professional’s requests, newest first, in pages', async () => {
    await send(request({ manufacturer_titles: ['Extra 1'], fileRequests: [] }), other)
    await send(
      request({ manufacturer_titles: ['Extra 2'], fileRequests: [], document_categories: [] }),
      other,
    )
    const page = await t.inject({ method: 'GET', url: '/api/requests/mine?page_size=1', as: other })
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ total: 2, page: 1, page_size: 1 })
    expect(page.json().items).toEqual([
      expect.objectContaining({
        manufacturer_titles: ['Extra 2'],
        document_categories: [],
        omniclass: 'Hollow Metal Doors',
        deliveries: [{ to: 'extra2@x.example', status: 'pending', sent_at: null }],
      }),
    ])
    const second = await t.inject({ method: 'GET', url: '/api/requests/mine?page=2&page_size=1', as: other })
    expect(second.json().items[0].manufacturer_titles).toEqual(['Extra 1'])
    const mine = await t.inject({ method: 'GET', url: '/api/requests/mine', as: professional })
    expect(
      mine.json().items.every((item: { user_email: string }) => item.user_email === 'dana@studio.example'),
    ).toBe(true)
    expect(
      mine
        .json()
        .items.some((item: { manufacturer_titles: string[] }) =>
          item.manufacturer_titles.includes('Extra 1'),
        ),
    ).toBe(false)
  })

  it('refuses bad paging and anonymous callers', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/requests/mine?page=0', as: other })).statusCode).toBe(
      400,
    )
    expect(
      (await t.inject({ method: 'GET', url: '/api/requests/mine?page_size=1000', as: other })).statusCode,
    ).toBe(400)
    expect(
      (await t.inject({ method: 'GET', url: '/api/requests/mine?sort=old', as: other })).statusCode,
    ).toBe(400)
    expect((await t.inject({ method: 'GET', url: '/api/requests/mine' })).statusCode).toBe(401)
  })
})

describe('POST /api/omniclass/manufacturers/request/generate', () => {
  it('answers the draft as a JSON string', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/omniclass/manufacturers/request/generate',
      as: professional,
      payload: {
        query: { omniclass: 'hollow_metal_doors', parameters: [{ name: 'Width', value: '36 in' }] },
        file_requests: ['CAD Drawings'],
        user_name: 'Dana',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.body.startsWith('"Hello,\\n\\n')).toBe(true)
    const text = response.json() as string
    expect(text).toContain('23-17 11 13 Hollow Metal Doors')
    expect(text).toContain('- Width: 36 in')
    expect(text).toContain('- CAD Drawings')
    expect(text.endsWith('Kind regards,\nDana')).toBe(true)
  })

  it('signs with the account name when none is given, and refuses bad bodies', async () => {
    const payload = { query: { omniclass: 'Unknown Widgets', parameters: [] }, file_requests: [] }
    const response = await t.inject({
      method: 'POST',
      url: '/api/omniclass/manufacturers/request/generate',
      as: professional,
      payload,
    })
    expect((response.json() as string).endsWith('Kind regards,\nTest User')).toBe(true)
    const post = (body: unknown) =>
      t.inject({
        method: 'POST',
        url: '/api/omniclass/manufacturers/request/generate',
        as: professional,
        payload: body as object,
      })
    expect((await post({ file_requests: [] })).statusCode).toBe(400)
    expect((await post({ ...payload, tone: 'warm' })).statusCode).toBe(400)
    expect((await post({ ...payload, file_requests: 'BIM Models' })).statusCode).toBe(400)
    expect((await post({ ...payload, user_name: 'x'.repeat(121) })).statusCode).toBe(400)
  })
})
