import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'

type Operation = {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; required?: boolean }[]
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>
}
type Document = {
  components: { securitySchemes: Record<string, Record<string, string>> }
  paths: Record<string, Record<string, Operation>>
}

let t: TestApp
let document: Document
beforeAll(async () => {
  t = await createTestApp()
  const response = await t.inject({ method: 'GET', url: '/api/docs' })
  document = response.json()
})
afterAll(() => t.close())

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      method: method.toUpperCase(),
      operation,
    })),
  )

describe('the OpenAPI document (/api/docs)', () => {
  it('names and summarises every operation once', () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    const unsummarised = operations().filter(({ operation }) => !operation.summary?.trim())
    expect(unsummarised.map(({ key }) => key)).toEqual([])
    expect(operations().length).toBe(t.app.routeTable.filter((r) => !r.url.startsWith('/media')).length - 1)
  })

  it('asks for the session cookie exactly where the access layer does', () => {
    expect(document.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'scout_session',
    })
    for (const { key, url, method, operation } of operations()) {
      const route = t.app.routeTable.find((entry) => entry.url === url && entry.method === method)
      expect(route, key).toBeDefined()
      expect(operation.security, key).toEqual(route!.access === 'public' ? [] : [{ sessionCookie: [] }])
      const statuses = Object.keys(operation.responses)
      if (route!.access !== 'public') expect(statuses, key).toContain('401')
      if (route!.access === 'admin') expect(statuses, key).toContain('403')
    }
  })

  it('describes every error status with the { code, message } shape', () => {
    for (const { key, operation } of operations()) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400)
      expect(
        errors.map(([status]) => status),
        key,
      ).toEqual(expect.arrayContaining(['400', '500', '503']))
      for (const [status, response] of errors) {
        const schema = response.content?.['application/json']?.schema
        expect(schema?.required, `${key} ${status}`).toEqual(['code', 'message'])
      }
    }
    const get = (path: string, method: string) => document.paths[path]![method]!.responses
    expect(Object.keys(get('/api/auth/login', 'post'))).toEqual(expect.arrayContaining(['401', '429']))
    expect(Object.keys(get('/api/auth/session', 'get'))).not.toContain('401')
    expect(Object.keys(get('/admin/omniclass/create', 'post'))).toEqual(expect.arrayContaining(['409']))
    expect(Object.keys(get('/api/omniclass/get', 'get'))).toContain('404')
  })

  it('marks the parameters a route needs as required', () => {
    const required = (path: string, method: string) =>
      document.paths[path]![method]!.parameters!.filter((p) => p.required).map((p) => p.name)
    expect(required('/api/omniclass/get', 'get')).toEqual(['identifier'])
    expect(required('/api/manufacturer/data', 'get')).toEqual(['title'])
    expect(required('/admin/omniclass/variant/get', 'get').sort()).toEqual(['manufacturer', 'name'])
    expect(required('/api/search', 'get')).toEqual([])
    expect(JSON.stringify(document)).not.toContain('x-required')
  })
})
