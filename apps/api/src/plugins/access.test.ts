import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'

let t: TestApp
let professional: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  professional = await t.signIn('professional')
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

const fill = (url: string) => url.replace(/:\w+/g, 'x').replace(/\*/g, 'x')

/**
 * The authorization matrix, walked from the route table itself: a new route cannot escape it.
 * Anonymous callers get 401 on every non-public route, professionals 403 on every admin route,
 * and nobody who is let through is ever answered 401 or 403 by the access layer.
 */
describe('authorization matrix (every route × anonymous, professional, admin)', () => {
  it('has routes to check', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5)
    expect(t.app.routeTable.some((r) => r.url.startsWith('/admin'))).toBe(true)
  })

  it('checks every route', async () => {
    const failures: string[] = []
    // sign-out ends the caller's session, so it is walked last
    const routes = [...t.app.routeTable].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    )
    for (const route of routes) {
      const url = fill(route.url)
      const call = (as?: { cookie: string }) =>
        t.inject({
          method: route.method as 'GET',
          url,
          as,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        })
      const anonymous = await call()
      const asProfessional = await call(professional)
      const asAdmin = await call(admin)
      const expectAnonymous =
        route.access === 'public' ? anonymous.statusCode !== 401 : anonymous.statusCode === 401
      const expectProfessional =
        route.access === 'admin'
          ? asProfessional.statusCode === 403
          : ![401, 403].includes(asProfessional.statusCode)
      const expectAdmin = ![401, 403].includes(asAdmin.statusCode) || asAdmin.json()?.code !== 'FORBIDDEN'
      if (!expectAnonymous) failures.push(`${route.method} ${route.url} anonymous → ${anonymous.statusCode}`)
      if (!expectProfessional)
        failures.push(`${route.method} ${route.url} professional → ${asProfessional.statusCode}`)
      if (!expectAdmin) failures.push(`${route.method} ${route.url} admin → ${asAdmin.statusCode}`)
      if (asAdmin.statusCode >= 500)
        failures.push(`${route.method} ${route.url} admin → ${asAdmin.statusCode} ${asAdmin.body}`)
    }
    expect(failures).toEqual([])
  })

  it('puts every /admin route behind the admin role', () => {
    const open = t.app.routeTable.filter((r) => r.url.startsWith('/admin') && r.access !== 'admin')
    expect(open).toEqual([])
  })
})

describe('CORS', () => {
  it('lets the web app send every write method with credentials, and nobody else', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const preflight = await t.inject({
        method: 'OPTIONS',
        url: '/admin/contacts/delete/1',
        headers: {
          origin: t.config.webOrigin,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.statusCode).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(t.config.webOrigin)
      expect(preflight.headers['access-control-allow-credentials']).toBe('true')
      expect(String(preflight.headers['access-control-allow-methods'])).toContain(method)
    }
    const foreign = await t.inject({
      method: 'OPTIONS',
      url: '/admin/contacts/delete/1',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    })
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })
})
