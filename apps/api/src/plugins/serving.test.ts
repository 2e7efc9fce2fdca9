import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOmniclass } from '../testing/factories'
import { createTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let professional: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  professional = await t.signIn('professional')
  admin = await t.signIn('admin')
  for (let i = 0; i < 60; i++)
    await createOmniclass(t.database.db, { name: `Acoustic Ceiling Panel ${i}`, number: `23-11 ${i}` })
})
afterAll(() => t.close())

describe('compression', () => {
  it('sends JSON lists as brotli or gzip, as the client accepts, and says it varies', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/omniclass/get/all', as: professional })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get/all',
      as: professional,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await t.inject({
      method: 'GET',
      url: '/api/omniclass/get/all',
      as: professional,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('leaves small answers alone', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})

describe('cache headers', () => {
  it('lets nobody but the browser keep session reads, stores no errors or writes, caches the API docs', async () => {
    const read = await t.inject({ method: 'GET', url: '/api/omniclass/get/all', as: professional })
    expect(read.headers['cache-control']).toBe('private, no-cache')
    const anonymous = await t.inject({ method: 'GET', url: '/api/omniclass/get/all' })
    expect(anonymous.headers['cache-control']).toBe('no-store')
    const session = await t.inject({ method: 'GET', url: '/api/auth/session', as: professional })
    expect(session.headers['cache-control']).toBe('no-store')
    const docs = await t.inject({ method: 'GET', url: '/api/docs' })
    expect(docs.headers['cache-control']).toBe('public, max-age=300')
  })
})

describe('request ids', () => {
  it('echoes a sane X-Request-Id and makes up a UUID otherwise', async () => {
    const given = await t.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a.42:9' },
    })
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42:9')
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const hostile of ['x'.repeat(129), 'a b', 'line\u2028break', '<script>', '']) {
      const response = await t.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': hostile },
      })
      expect(response.headers['x-request-id']).toMatch(uuid)
    }
    const first = await t.inject({ method: 'GET', url: '/healthz' })
    const second = await t.inject({ method: 'GET', url: '/healthz' })
    expect(first.headers['x-request-id']).toMatch(uuid)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it('returns it on refusals too', async () => {
    const refused = await t.inject({
      method: 'GET',
      url: '/admin/users/invited',
      headers: { 'x-request-id': 'support-case-17' },
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['x-request-id']).toBe('support-case-17')
  })
})

describe('DELETE labelled JSON with no body', () => {
  it('is accepted, while CSRF still refuses a foreign origin and POST still needs a body', async () => {
    const omniclass = await createOmniclass(t.database.db, { name: 'Doomed Table', number: '23-99 99' })
    const json = { 'content-type': 'application/json' }
    const foreign = await t.inject({
      method: 'DELETE',
      url: `/admin/omniclass/delete/${encodeURIComponent(omniclass.name)}`,
      as: admin,
      headers: { ...json, origin: 'https://evil.example' },
    })
    expect(foreign.statusCode).toBe(403)
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/admin/omniclass/delete/${encodeURIComponent(omniclass.name)}`,
      as: admin,
      headers: { ...json, origin: t.config.webOrigin },
    })
    expect(deleted.statusCode).toBe(200)
    expect(
      await t.inject({ method: 'GET', url: '/api/omniclass/get?identifier=Doomed%20Table', as: admin }),
    ).toHaveProperty('statusCode', 404)
    const post = await t.inject({ method: 'POST', url: '/api/auth/login', headers: json })
    expect(post.statusCode).toBe(415)
    const broken = await t.inject({
      method: 'DELETE',
      url: `/admin/omniclass/delete/${encodeURIComponent(omniclass.name)}`,
      as: admin,
      headers: json,
      payload: '{"oops"',
    })
    expect(broken.statusCode).toBe(400)
  })
})
