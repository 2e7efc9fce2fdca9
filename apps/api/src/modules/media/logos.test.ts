import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { auditLog, manufacturers } from '../../db/schema'
import { createManufacturer } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { logoFileKeys } from './media-files'
import { base64Of, makeImage, mediaBackends, storedAndReferenced } from './media-test-kit'

/** Each group uses the one below ten times: seven levels draw ten million rectangles. */
function useBomb(levels = 7) {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>'
  for (let i = 1; i <= levels; i++) defs += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(10)}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>${defs}</defs><use href="#l${levels}"/></svg>`
}

const plainSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect width="200" height="80" fill="#0a5"/><text x="10" y="50">Acme</text></svg>'

describe.each(mediaBackends)('logos on $name storage', (backend) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  let professional: Awaited<ReturnType<TestApp['signIn']>>
  let stop: () => Promise<void>
  const local = (url: string) => url.replace(t.config.media.baseUrl, '/media')
  const uploadLogo = (title: string, logo: string) =>
    t.inject({
      method: 'POST',
      url: '/admin/manufacturer/utilities/upload_logo',
      payload: { title, logo },
      as: admin,
    })
  const logoOf = async (title: string) => {
    const [row] = await t.database.db.select().from(manufacturers).where(eq(manufacturers.title, title))
    return row!
  }
  const variants = async () =>
    (await t.inject({ method: 'GET', url: '/api/manufacturer/logos/variant/all', as: professional })).json()
  const missing = async (q?: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/admin/manufacturer/utilities/missing_logos${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
        as: admin,
      })
    ).json()

  beforeAll(async () => {
    const started = await backend.start()
    stop = started.stop
    t = await createTestApp({ env: started.env })
    admin = await t.signIn('admin')
    professional = await t.signIn('professional')
    await createManufacturer(t.database.db, { title: 'Acme Doors', url: 'https://acme.example' })
    await createManufacturer(t.database.db, { title: 'Birch Windows' })
    await createManufacturer(t.database.db, { title: 'Cedar_Roofing Ltd' })
  })
  afterAll(async () => {
    await t?.close()
    await stop?.()
  })

  it('lists the manufacturers without a logo, narrowed by q (case, spaces and underscores alike)', async () => {
    expect(await missing()).toEqual([
      { title: 'Acme Doors', url: 'https://acme.example' },
      { title: 'Birch Windows', url: null },
      { title: 'Cedar_Roofing Ltd', url: null },
    ])
    expect((await missing('acme_DOORS')).map((m: { title: string }) => m.title)).toEqual(['Acme Doors'])
    expect((await missing('roofing ltd')).map((m: { title: string }) => m.title)).toEqual([
      'Cedar_Roofing Ltd',
    ])
    expect(await missing('%')).toEqual([])
  })

  it('uploads a logo (a data: URL), stores the original and three WebP sizes, and lists its URLs and size', async () => {
    const png = await makeImage({ width: 500, height: 200 })
    const response = await uploadLogo('acme doors', `data:image/png;base64,${base64Of(png)}`)
    expect(response.json()).toEqual({ message: 'success' })

    const row = await logoOf('Acme Doors')
    expect(row.logoFilename).toMatch(/^acme-doors-[0-9a-f]{12}\.png$/)
    expect([row.logoWidth, row.logoHeight]).toEqual([500, 200])
    expect(await t.ctx.media.list('')).toEqual(logoFileKeys(row.logoFilename!).sort())

    const acme = (await variants()).find((v: { title: string }) => v.title === 'Acme Doors')
    const base = t.config.media.baseUrl
    // spec §7: the logos host plus the file name
    expect(acme).toMatchObject({
      logo: `${base}/logos/${row.logoFilename}`,
      logo_width: 500,
      logo_height: 200,
    })
    const original = await t.inject({ method: 'GET', url: local(acme.logo) })
    expect(original.rawPayload).toEqual(png)
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const [size, width] of [
      ['small', 64],
      ['medium', 160],
      ['large', 320],
    ] as const) {
      const file = await t.inject({ method: 'GET', url: local(acme.logo_variants[size]) })
      expect(file.headers['content-type']).toBe('image/webp')
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width)
    }
    expect((await variants()).find((v: { title: string }) => v.title === 'Birch Windows')).toEqual({
      title: 'Birch Windows',
      logo: null,
      logo_variants: null,
      logo_width: null,
      logo_height: null,
    })
    expect((await missing()).map((m: { title: string }) => m.title)).toEqual([
      'Birch Windows',
      'Cedar_Roofing Ltd',
    ])
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'logo'))
    expect(audit).toMatchObject({ action: 'upload', entityKey: 'Acme Doors', userEmail: admin.email })
  })

  it('replaces a logo: the new files are stored, the old ones removed', async () => {
    const before = (await logoOf('Acme Doors')).logoFilename!
    expect(
      (await uploadLogo('Acme Doors', base64Of(await makeImage({ width: 300, height: 300, format: 'webp' }))))
        .statusCode,
    ).toBe(200)
    const after = (await logoOf('Acme Doors')).logoFilename!
    expect(after).toMatch(/\.webp$/)
    expect(await t.ctx.media.list('')).toEqual(logoFileKeys(after).sort())
    expect(await t.ctx.media.exists(logoFileKeys(before)[0]!)).toBe(false)
    // the same picture again changes nothing and removes nothing
    expect(
      (await uploadLogo('Acme Doors', base64Of((await t.ctx.media.get(logoFileKeys(after)[0]!))!.body)))
        .statusCode,
    ).toBe(200)
    expect(await t.ctx.media.list('')).toEqual(logoFileKeys(after).sort())
  })

  it('keeps a replaced logo that another manufacturer still shows', async () => {
    const shared = (await logoOf('Acme Doors')).logoFilename!
    await t.database.db
      .update(manufacturers)
      .set({ logoFilename: shared, logoWidth: 300, logoHeight: 300 })
      .where(eq(manufacturers.title, 'Birch Windows'))
    await uploadLogo('Birch Windows', base64Of(await makeImage({ width: 120, height: 60, format: 'gif' })))
    expect((await logoOf('Birch Windows')).logoFilename).toMatch(/^birch-windows-.*\.gif$/)
    expect(await t.ctx.media.exists(logoFileKeys(shared)[0]!)).toBe(true)
  })

  it('accepts a plain SVG and keeps it as a PNG drawn at least 640 px wide', async () => {
    expect((await uploadLogo('Cedar_Roofing Ltd', base64Of(Buffer.from(plainSvg)))).json()).toEqual({
      message: 'success',
    })
    const row = await logoOf('Cedar_Roofing Ltd')
    expect(row.logoFilename).toMatch(/^cedar-roofing-ltd-[0-9a-f]{12}\.png$/)
    expect([row.logoWidth, row.logoHeight]).toEqual([640, 256])
    const stored = await t.ctx.media.get(`logos/${row.logoFilename}`)
    expect((await sharp(stored!.body).metadata()).format).toBe('png')
  })

  describe('refuses bad input with a 4xx and writes nothing', () => {
    const svg = (inner: string, attributes = '') =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${attributes}>${inner}</svg>`
    const cases: [string, () => Promise<[string, string]>, number, RegExp][] = [
      [
        'an SVG with a script',
        async () => ['Birch Windows', base64Of(Buffer.from(svg('<script>alert(1)</script>')))],
        400,
        /contains a script/,
      ],
      [
        'an SVG with an event handler',
        async () => ['Birch Windows', base64Of(Buffer.from(svg('<rect/>', ' onload="alert(1)"')))],
        400,
        /event handler/,
      ],
      [
        'an SVG with an external image',
        async () => [
          'Birch Windows',
          base64Of(Buffer.from(svg('<image href="https://evil.example/x.png"/>'))),
        ],
        400,
        /external reference/,
      ],
      [
        'an SVG reading a local file',
        async () => ['Birch Windows', base64Of(Buffer.from(svg('<image xlink:href="file:///etc/passwd"/>')))],
        400,
        /external reference/,
      ],
      [
        'an SVG with an entity',
        async () => [
          'Birch Windows',
          base64Of(Buffer.from(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`)),
        ],
        400,
        /DOCTYPE/,
      ],
      [
        'an SVG with foreign HTML',
        async () => [
          'Birch Windows',
          base64Of(Buffer.from(svg('<foreignObject><div>x</div></foreignObject>'))),
        ],
        400,
        /foreignObject/,
      ],
      [
        // 1.4 KB that librsvg spent 40 s of a worker thread on before refusing
        'an SVG of nested <use> references',
        async () => ['Birch Windows', base64Of(Buffer.from(useBomb()))],
        400,
        /draw more than 20000 shapes/,
      ],
      [
        'a PDF',
        async () => ['Birch Windows', base64Of(Buffer.from('%PDF-1.7\n1 0 obj'))],
        400,
        /not an image/,
      ],
      ['broken base64', async () => ['Birch Windows', 'data:image/png;base64,@@@@'], 400, /not valid base64/],
      [
        'a data: URL without base64',
        async () => ['Birch Windows', `data:image/svg+xml,${encodeURIComponent(plainSvg)}`],
        400,
        /without base64/,
      ],
      [
        'more than 40 megapixels',
        async () => [
          'Birch Windows',
          base64Of(Buffer.from(svg('', '').replace('width="10" height="10"', 'width="9000" height="9000"'))),
        ],
        400,
        /81\.0 megapixels/,
      ],
      [
        'a manufacturer that does not exist',
        async () => ['Nobody Inc', base64Of(await makeImage())],
        404,
        /Manufacturer "Nobody Inc" not found/,
      ],
      ['an empty logo', async () => ['Birch Windows', ''], 400, /empty/],
    ]
    it.each(cases)('%s', async (_name, build, status, message) => {
      const [title, logo] = await build()
      const keysBefore = await t.ctx.media.list('')
      const rowsBefore = await t.database.db.select().from(manufacturers)
      const response = await uploadLogo(title, logo)
      expect(response.statusCode).toBe(status)
      expect(response.json().message).toMatch(message)
      expect(await t.ctx.media.list('')).toEqual(keysBefore)
      expect(await t.database.db.select().from(manufacturers)).toEqual(rowsBefore)
    })
  })

  it('leaves the storage holding exactly the files the database references', async () => {
    const { stored, referenced } = await storedAndReferenced(t.database.db, t.ctx.media)
    expect(stored).toEqual(referenced)
  })
})
