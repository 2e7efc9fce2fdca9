import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { contacts, invites, mailOutbox, manufacturers, productImages, rfiRequests } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createManufacturer, createOmniclass, createVariant } from '../../testing/factories'
import { lastMonths } from './metrics.repository'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
const monthsAgo = (n: number) => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15))
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  await t.signIn('professional')
  const db = t.database.db
  const doors = await createOmniclass(db, { name: 'Doors', number: '23-17 11 00' })
  await createOmniclass(db, { name: 'Windows', number: '23-17 13 00' })
  await createOmniclass(db, { name: 'Glowing Bricks', reviewed: false, source: 'generated' })
  const acme = await createManufacturer(db, {
    title: 'Acme',
    verified: true,
    logoFilename: 'acme.png',
    omniclassIds: [doors.id],
  })
  await createManufacturer(db, { title: 'Old Maker' })
  await db
    .update(manufacturers)
    .set({ createdAt: monthsAgo(2) })
    .where(eq(manufacturers.title, 'Old Maker'))
  await createVariant(db, { omniclassId: doors.id, manufacturerId: acme.id, parameters: [] })
  await db.insert(contacts).values({ manufacturerId: acme.id, firstName: 'Ada' })
  await db.insert(productImages).values({
    manufacturerId: acme.id,
    filename: 'a.webp',
    contentType: 'image/webp',
    width: 1,
    height: 1,
    byteSize: 1,
  })
  const week = 7 * 24 * 60 * 60 * 1000
  await db.insert(invites).values([
    { email: 'open@x.test', tokenHash: 'a', expiresAt: new Date(Date.now() + week) },
    { email: 'done@x.test', tokenHash: 'b', expiresAt: new Date(Date.now() + week), acceptedAt: new Date() },
    { email: 'late@x.test', tokenHash: 'c', expiresAt: new Date(Date.now() - 1000) },
  ])
  await db.insert(rfiRequests).values({
    omniclassName: 'Doors',
    manufacturerTitles: ['Acme'],
    emailContent: 'Hi',
    userEmail: 'p@x.test',
    userName: 'P',
  })
  await db.insert(mailOutbox).values([
    { kind: 'rfi', toAddress: 'a@x.test', subject: 's', body: 'b' },
    { kind: 'rfi', toAddress: 'b@x.test', subject: 's', body: 'b', status: 'failed' },
  ])
})
afterAll(() => t.close())

describe('GET /admin/metrics', () => {
  it('counts what the Database Stats page shows, with the database size', async () => {
    const response = await t.inject({ method: 'GET', url: '/admin/metrics', as: admin })
    expect(response.statusCode).toBe(200)
    const metrics = response.json()
    expect(metrics).toMatchObject({
      omniclasses: {
        total: 3,
        reviewed: 2,
        unreviewed: 1,
        by_source: { catalogue: 2, uploaded: 0, generated: 1 },
        missing_manufacturers: 2,
      },
      manufacturers: { total: 2, verified: 1, with_logo: 1 },
      variants: 1,
      associations: 1,
      product_images: 1,
      contacts: 1,
      users: { total: 2, admins: 1, professionals: 1, disabled: 0 },
      invites: { open: 1, accepted: 1, expired: 1, revoked: 0 },
      requests_sent: 1,
      outbox: { pending: 1, sending: 0, sent: 0, failed: 1 },
      database: { kind: t.database.kind },
    })
    expect(metrics.database.size_bytes).toBeGreaterThan(100_000)
  })

  it('reports growth per month for the last twelve months, zeros included', async () => {
    const { growth } = (await t.inject({ method: 'GET', url: '/admin/metrics', as: admin })).json()
    expect(growth).toHaveLength(12)
    expect(growth.at(-1)).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      omniclasses: 3,
      manufacturers: 1,
      variants: 1,
      users: 2,
      requests: 1,
      product_images: 1,
    })
    expect(growth.at(-3)).toMatchObject({ manufacturers: 1, omniclasses: 0 })
    expect(growth[0]).toMatchObject({ omniclasses: 0, manufacturers: 0 })
  })

  it('lists months across a year boundary', () => {
    expect(lastMonths(new Date('2025-02-10T00:00:00Z'), 4)).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ])
  })

  it('needs the admin role', async () => {
    const professional = await t.signIn('professional')
    expect((await t.inject({ method: 'GET', url: '/admin/metrics', as: professional })).statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/admin/metrics' })).statusCode).toBe(401)
  })
})
