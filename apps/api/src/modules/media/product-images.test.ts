import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, productImages } from '../../db/schema'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { base64Of, makeImage, mediaBackends, storedAndReferenced } from './media-test-kit'

describe.each(mediaBackends)('product images on $name storage', (backend) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  let professional: Awaited<ReturnType<TestApp['signIn']>>
  let stop: () => Promise<void>
  const local = (url: string) => url.replace(t.config.media.baseUrl, '/media')
  const upload = (title: string, payload: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url: `/admin/manufacturer/${encodeURIComponent(title)}/product-images`,
      payload,
      as: admin,
    })
  const list = (title: string) =>
    t.inject({
      method: 'GET',
      url: `/api/manufacturer/${encodeURIComponent(title)}/product-images`,
      as: professional,
    })

  beforeAll(async () => {
    const started = await backend.start()
    stop = started.stop
    t = await createTestApp({ env: started.env })
    expect(t.ctx.media.kind).toBe(backend.name)
    admin = await t.signIn('admin')
    professional = await t.signIn('professional')
    const doors = await createOmniclass(t.database.db, { name: 'Doors', number: '23-17 11 00' })
    await createOmniclass(t.database.db, { name: 'Windows', number: '23-17 13 00' })
    await createManufacturer(t.database.db, { title: 'Acme Doors', omniclassIds: [doors.id] })
    await createManufacturer(t.database.db, { title: 'Birch & Co' })
  })
  afterAll(async () => {
    await t?.close()
    await stop?.()
  })

  it('uploads an image, lists it with its sizes and URLs, and serves every file with cache headers', async () => {
    const response = await upload('Acme Doors', {
      filename: 'door one.png',
      image_data: base64Of(await makeImage({ width: 2400, height: 1200 })),
      omniclass_name: 'Doors',
      product_name: 'Acme Door 40',
      product_description: 'A steel door.',
      product_url: 'https://acme.example/door-40',
    })
    expect(response.json()).toEqual({ message: 'success' })

    const listed = await list('Acme_Doors')
    expect(listed.statusCode).toBe(200)
    const [image] = listed.json()
    const base = t.config.media.baseUrl
    expect(image).toEqual({
      id: expect.any(Number),
      filename: 'door one.png',
      manufacturer_title: 'Acme Doors',
      omniclass_name: 'Doors',
      product_name: 'Acme Door 40',
      product_description: 'A steel door.',
      product_url: 'https://acme.example/door-40',
      // spec §7: the product-images host, the title with underscores (URL-encoded), the file name (URL-encoded)
      url: `${base}/product-images/Acme_Doors/door%20one.png`,
      thumbnail_url: expect.stringContaining('door%20one.png'),
      large_url: expect.stringContaining('door%20one.png'),
      width: 2400,
      height: 1200,
    })

    const original = await t.inject({ method: 'GET', url: local(image.url) })
    expect(original.statusCode).toBe(200)
    expect(original.headers['content-type']).toBe('image/png')
    expect(original.headers['cache-control']).toMatch(/public, max-age=\d+/)
    const etag = original.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await t.inject({ method: 'GET', url: local(image.url), headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    for (const [url, width] of [
      [image.thumbnail_url, 480],
      [image.large_url, 1600],
    ] as const) {
      const rendition = await t.inject({ method: 'GET', url: local(url) })
      expect(rendition.statusCode).toBe(200)
      expect(rendition.headers['content-type']).toBe('image/webp')
      const sharp = (await import('sharp')).default
      expect((await sharp(rendition.rawPayload).metadata()).width).toBe(width)
    }

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, 'Acme Doors/door one.png'))
    expect(audit).toMatchObject({ action: 'upload', entity: 'product_image', userEmail: admin.email })
  })

  it('lists by manufacturer and omniclass, and through the admin path', async () => {
    await upload('Acme Doors', {
      filename: 'window.jpg',
      image_data: base64Of(await makeImage({ format: 'jpeg' })),
      omniclass_name: null,
    })
    const doors = await t.inject({
      method: 'GET',
      url: '/api/manufacturer/Acme_Doors/omniclass/Doors/product-images',
      as: professional,
    })
    expect(doors.json().map((i: { filename: string }) => i.filename)).toEqual(['door one.png'])
    const byNumber = await t.inject({
      method: 'GET',
      url: `/api/manufacturer/Acme_Doors/omniclass/${encodeURIComponent('23-17 11 00')}/product-images`,
      as: professional,
    })
    expect(byNumber.json()).toHaveLength(1)
    const windows = await t.inject({
      method: 'GET',
      url: '/api/manufacturer/Acme_Doors/omniclass/Windows/product-images',
      as: professional,
    })
    expect(windows.json()).toEqual([])
    const adminList = await t.inject({
      method: 'GET',
      url: '/admin/manufacturer/Acme%20Doors/product-images',
      as: admin,
    })
    expect(adminList.json().map((i: { filename: string }) => i.filename)).toEqual([
      'door one.png',
      'window.jpg',
    ])
    expect(adminList.json()[1]).toMatchObject({
      omniclass_name: null,
      product_name: null,
      width: 800,
      height: 600,
    })
  })

  it('stores the displayed size of a photo taken on its side (EXIF orientation)', async () => {
    const response = await upload('Birch & Co', {
      filename: 'portrait.jpg',
      image_data: base64Of(await makeImage({ format: 'jpeg', width: 600, height: 400, orientation: 6 })),
    })
    expect(response.statusCode).toBe(200)
    const [image] = (await list('Birch & Co')).json()
    expect(image).toMatchObject({
      width: 400,
      height: 600,
      url: `${t.config.media.baseUrl}/product-images/Birch_%26_Co/portrait.jpg`,
    })
    expect((await t.inject({ method: 'GET', url: local(image.url) })).statusCode).toBe(200)
  })

  it('updates name, description, URL and omniclass; null clears; left-out fields stay', async () => {
    const patch = (payload: Record<string, unknown>) =>
      t.inject({ method: 'PATCH', url: '/admin/manufacturer/product-images/update', payload, as: admin })
    expect(
      (
        await patch({
          manufacturer_title: 'Acme_Doors',
          filename: 'window.jpg',
          omniclass_name: 'Windows',
          product_name: 'Vista',
        })
      ).json(),
    ).toEqual({ message: 'success' })
    let [, window] = (await list('Acme Doors')).json()
    expect(window).toMatchObject({
      omniclass_name: 'Windows',
      product_name: 'Vista',
      product_description: null,
    })
    await patch({
      manufacturer_title: 'Acme Doors',
      filename: 'window.jpg',
      omniclass_name: null,
      product_description: 'Triple glazed',
      product_url: 'https://acme.example/vista',
    })
    ;[, window] = (await list('Acme Doors')).json()
    expect(window).toMatchObject({
      omniclass_name: null,
      product_name: 'Vista',
      product_description: 'Triple glazed',
      product_url: 'https://acme.example/vista',
    })

    expect(
      (await patch({ manufacturer_title: 'Acme Doors', filename: 'window.jpg', omniclass_name: 'Skylights' }))
        .statusCode,
    ).toBe(404)
    expect(
      (await patch({ manufacturer_title: 'Acme Doors', filename: 'nope.jpg', product_name: 'x' })).statusCode,
    ).toBe(404)
    expect(
      (await patch({ manufacturer_title: 'Nobody', filename: 'window.jpg', product_name: 'x' })).statusCode,
    ).toBe(404)
    const empty = await patch({ manufacturer_title: 'Acme Doors', filename: 'window.jpg' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/Nothing to update/)
    expect(
      (await patch({ manufacturer_title: 'Acme Doors', filename: 'window.jpg', product_url: 'ftp://x' }))
        .statusCode,
    ).toBe(400)
  })

  it('deletes an image with its files, and only its files', async () => {
    const before = await t.ctx.media.list('')
    const [, window] = (await list('Acme Doors')).json()
    const response = await t.inject({
      method: 'DELETE',
      url: '/admin/manufacturer/product-images/delete',
      payload: { manufacturer_title: 'Acme Doors', filename: 'window.jpg' },
      as: admin,
    })
    expect(response.json()).toEqual({ message: 'success' })
    const after = await t.ctx.media.list('')
    expect(before.filter((key) => !after.includes(key))).toHaveLength(3)
    for (const url of [window.url, window.thumbnail_url, window.large_url])
      expect((await t.inject({ method: 'GET', url: local(url) })).statusCode).toBe(404)
    expect((await list('Acme Doors')).json().map((i: { filename: string }) => i.filename)).toEqual([
      'door one.png',
    ])
    const again = await t.inject({
      method: 'DELETE',
      url: '/admin/manufacturer/product-images/delete',
      payload: { manufacturer_title: 'Acme Doors', filename: 'window.jpg' },
      as: admin,
    })
    expect(again.statusCode).toBe(404)
  })

  it('answers 404 for a manufacturer or omniclass that does not exist', async () => {
    expect((await list('Nobody')).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Manufacturer "Nobody" not found',
    })
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/manufacturer/Acme_Doors/omniclass/Nothing/product-images',
          as: professional,
        })
      ).statusCode,
    ).toBe(404)
  })

  describe('refuses bad input with a 4xx and writes nothing', () => {
    const png = () => makeImage({ width: 64, height: 64 })
    const cases: [string, () => Promise<[string, Record<string, unknown>]>, number, RegExp][] = [
      [
        'text named .png',
        async () => [
          'Acme Doors',
          { filename: 'fake.png', image_data: base64Of(Buffer.from('hello, I am not a picture')) },
        ],
        400,
        /not an image/,
      ],
      [
        'a JPEG named .png',
        async () => [
          'Acme Doors',
          { filename: 'liar.png', image_data: base64Of(await makeImage({ format: 'jpeg' })) },
        ],
        400,
        /holds a JPEG image: name it \.jpg or \.jpeg/,
      ],
      [
        'an HTML page',
        async () => [
          'Acme Doors',
          {
            filename: 'page.png',
            image_data: base64Of(Buffer.from('<html><script>alert(1)</script></html>')),
          },
        ],
        400,
        /not an image/,
      ],
      [
        'an SVG product image',
        async () => [
          'Acme Doors',
          {
            filename: 'x.png',
            image_data: base64Of(
              Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
            ),
          },
        ],
        400,
        /SVG is accepted for logos only/,
      ],
      [
        'a truncated PNG',
        async () => [
          'Acme Doors',
          { filename: 'cut.png', image_data: base64Of((await makeImage()).subarray(0, 400)) },
        ],
        400,
        /damaged or truncated/,
      ],
      [
        'more than 10 MB',
        async () => [
          'Acme Doors',
          {
            filename: 'big.png',
            image_data: base64Of(Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)])),
          },
        ],
        413,
        /larger than 10 MB/,
      ],
      [
        'more than 40 megapixels',
        async () => [
          'Acme Doors',
          { filename: 'huge.png', image_data: base64Of(await makeImage({ width: 8000, height: 5100 })) },
        ],
        400,
        /40\.8 megapixels; the limit is 40/,
      ],
      [
        'a path in the file name',
        async () => ['Acme Doors', { filename: '../../etc/passwd.png', image_data: base64Of(await png()) }],
        400,
        /must not contain \//,
      ],
      [
        'a backslash in the file name',
        async () => ['Acme Doors', { filename: '..\\evil.png', image_data: base64Of(await png()) }],
        400,
        /must not contain/,
      ],
      [
        'a dot file',
        async () => ['Acme Doors', { filename: '.hidden.png', image_data: base64Of(await png()) }],
        400,
        /must not start with a dot/,
      ],
      [
        'no image extension',
        async () => ['Acme Doors', { filename: 'run.sh', image_data: base64Of(await png()) }],
        400,
        /must end in/,
      ],
      [
        'broken base64',
        async () => ['Acme Doors', { filename: 'b.png', image_data: 'iVBORw0KGgo!!!not*base64' }],
        400,
        /not valid base64/,
      ],
      [
        'a manufacturer that does not exist',
        async () => ['Nobody Inc', { filename: 'n.png', image_data: base64Of(await png()) }],
        404,
        /Manufacturer "Nobody Inc" not found/,
      ],
      [
        'an omniclass that does not exist',
        async () => [
          'Acme Doors',
          { filename: 'o.png', image_data: base64Of(await png()), omniclass_name: 'Nope' },
        ],
        404,
        /Omniclass "Nope" not found/,
      ],
      [
        'a name already used',
        async () => ['Acme Doors', { filename: 'door one.png', image_data: base64Of(await png()) }],
        409,
        /already has an image named door one\.png/,
      ],
      [
        'an unknown field',
        async () => ['Acme Doors', { filename: 'u.png', image_data: base64Of(await png()), owner: 'me' }],
        400,
        /owner|Unrecognized/i,
      ],
    ]
    it.each(cases)('%s', async (_name, build, status, message) => {
      const [title, payload] = await build()
      const keysBefore = await t.ctx.media.list('')
      const rowsBefore = await t.database.db.select().from(productImages)
      const response = await upload(title, payload)
      expect(response.statusCode).toBe(status)
      expect(response.json().message).toMatch(message)
      expect(await t.ctx.media.list('')).toEqual(keysBefore)
      expect(await t.database.db.select().from(productImages)).toEqual(rowsBefore)
    })

    it('a body over the upload limit', async () => {
      const response = await upload('Acme Doors', {
        filename: 'x.png',
        image_data: 'A'.repeat(16 * 1024 * 1024),
      })
      expect(response.statusCode).toBe(413)
      expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
    })
  })

  it('leaves the storage holding exactly the files the database references', async () => {
    const { stored, referenced } = await storedAndReferenced(t.database.db, t.ctx.media)
    expect(referenced.length).toBeGreaterThan(0)
    expect(stored).toEqual(referenced)
  })
})
