import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin', { email: 'chief@firm.test' })
  const rows = Array.from({ length: 120 }, (_, i) => ({
    at: new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 10), 12)), // ten rows a day from 1 January 2025
    userEmail: i % 2 ? 'chief@firm.test' : 'deputy_100%@firm.test',
    action: i % 3 ? 'update' : 'delete',
    entity: i % 4 ? 'omniclass' : 'manufacturer',
    entityKey: `Table ${i}`,
    summary: { i },
  }))
  await t.database.db.insert(auditLog).values(rows)
})
afterAll(() => t.close())

const log = (query = '') => t.inject({ method: 'GET', url: `/admin/log${query}`, as: admin })

describe('GET /admin/log', () => {
  it('pages the log newest first with the envelope', async () => {
    const response = await log('?per_page=50&page=1')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ count: 120, page: 1, per_page: 50, total_pages: 3 })
    expect(body.data).toHaveLength(50)
    expect(body.data[0]).toMatchObject({
      key: 'Table 119',
      action: 'update',
      entity: 'omniclass',
      user_email: 'chief@firm.test',
      summary: { i: 119 },
    })
    expect(new Date(body.data[0].at).toISOString()).toBe('2025-01-12T12:00:00.000Z')
    expect((await log('?per_page=50&page=3')).json().data).toHaveLength(20)
    expect((await log('?page=9')).json()).toMatchObject({ data: [], count: 120, page: 9 })
  })

  it('caps per_page at 100', async () => {
    const body = (await log('?per_page=500')).json()
    expect(body).toMatchObject({ per_page: 100, total_pages: 2 })
    expect(body.data).toHaveLength(100)
  })

  it('filters by entity, action, user e-mail (part, any case, % taken literally) and key', async () => {
    expect((await log('?entity=manufacturer')).json().count).toBe(30)
    expect((await log('?entity=manufacturer&action=delete')).json().count).toBe(10)
    expect((await log('?user=CHIEF')).json().count).toBe(60)
    expect((await log(`?user=${encodeURIComponent('100%')}`)).json().count).toBe(60)
    expect((await log(`?user=${encodeURIComponent('%')}`)).json().count).toBe(60)
    expect((await log('?key=Table%2011')).json().count).toBe(11) // 11 and 110–119
  })

  it('filters by a date range, whole days inclusive, or exact instants', async () => {
    expect((await log('?from=2025-01-03&to=2025-01-04')).json().count).toBe(20)
    expect((await log('?from=2025-01-12')).json().count).toBe(10)
    expect((await log('?to=2025-01-01')).json().count).toBe(10)
    expect(
      (
        await log(
          `?from=${encodeURIComponent('2025-01-01T12:00:00Z')}&to=${encodeURIComponent('2025-01-01T12:00:00Z')}`,
        )
      ).json().count,
    ).toBe(10)
  })

  it('refuses bad paging and filters', async () => {
    for (const query of [
      '?page=0',
      '?page=x',
      '?per_page=0',
      '?per_page=-5',
      '?from=yesterday',
      '?to=2025-13-01',
      '?from=2025-02-01&to=2025-01-01',
      '?colour=red',
      `?entity=${'x'.repeat(61)}`,
    ]) {
      const response = await log(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('records admin writes as they happen, with who made them', async () => {
    await t.inject({
      method: 'POST',
      url: '/admin/omniclass/create',
      as: admin,
      payload: { name: 'Audited Table' },
    })
    const body = (await log('?user=chief@firm.test&entity=omniclass&action=create')).json()
    expect(body.data[0]).toMatchObject({ key: 'Audited Table', user_email: admin.email })
  })
})
