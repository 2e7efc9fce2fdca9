import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.ctx.media.put('logos/acme.png', Buffer.from('png bytes'), 'image/png')
  // a file beside the media folder, which no URL may reach
  fs.writeFileSync(path.join(t.config.dataDir, 'secret.png'), 'secret')
})
afterAll(() => t.close())

describe('GET /media/*', () => {
  it('serves a file to anyone, with a long cache, an ETag and a cross-origin resource policy', async () => {
    const response = await t.inject({ method: 'GET', url: '/media/logos/acme.png' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('png bytes')
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    })
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/)
  })

  it('answers 304 for a matching If-None-Match (in a list, or weak), 200 for another', async () => {
    const { etag } = (await t.inject({ method: 'GET', url: '/media/logos/acme.png' })).headers as {
      etag: string
    }
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const response = await t.inject({
        method: 'GET',
        url: '/media/logos/acme.png',
        headers: { 'if-none-match': header },
      })
      expect(response.statusCode).toBe(304)
      expect(response.headers.etag).toBe(etag)
    }
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/media/logos/acme.png',
          headers: { 'if-none-match': '"other"' },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('answers HEAD without a body', async () => {
    const response = await t.inject({ method: 'HEAD', url: '/media/logos/acme.png' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('')
  })

  it('answers 404 for a missing file and for any way out of the media folder', async () => {
    for (const url of [
      '/media/logos/none.png',
      '/media/',
      '/media/%2e%2e/secret.png',
      '/media/logos/..%2f..%2fsecret.png',
      '/media/logos/%5c..%5csecret.png',
      '/media/logos//acme.png',
    ]) {
      const response = await t.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().code, url).toBe('NOT_FOUND')
    }
  })
})
