import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { invites, mailOutbox } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

async function invite(email: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/admin/users/invite',
    as: admin,
    payload: { email },
  })
  expect(response.json()).toEqual({ message: 'success' })
  const [row] = await t.database.db
    .select()
    .from(invites)
    .where(eq(invites.email, email))
    .orderBy(desc(invites.id))
    .limit(1)
  return row!
}
const linkOf = (id: number) => t.inject({ method: 'GET', url: `/admin/users/invites/${id}/link`, as: admin })
const outboxRow = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0]!

describe('invitation links at rest', () => {
  it('the stored body holds no token; administrators get the link of an unsent invitation; redeeming forgets it', async () => {
    const row = await invite('quiet@firm.test')
    const link = await linkOf(row.id)
    expect(link.statusCode).toBe(200)
    const token = /\/invite\/signup\?token=(\S+)$/.exec(link.json().link)![1]!
    expect(link.json().link.startsWith(t.config.webOrigin)).toBe(true)
    expect((await outboxRow('quiet@firm.test')).body).not.toContain(token)

    const accepted = await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token } })
    expect(accepted.statusCode).toBe(200)
    expect((await outboxRow('quiet@firm.test')).secret).toBeNull()
    expect((await linkOf(row.id)).statusCode).toBe(404)
    expect(JSON.stringify(await t.database.db.select().from(mailOutbox))).not.toContain(token)
  })

  it('revoking withdraws the unsent mail and forgets its token', async () => {
    const row = await invite('withdrawn@firm.test')
    expect((await linkOf(row.id)).statusCode).toBe(200)
    await t.inject({ method: 'DELETE', url: `/admin/users/invite/${row.id}`, as: admin })
    const mail = await outboxRow('withdrawn@firm.test')
    expect(mail).toMatchObject({ secret: null, status: 'failed' })
    expect((await linkOf(row.id)).statusCode).toBe(404)
    // a withdrawn invitation is not sent again: its link would lead nowhere
    const retried = await t.inject({
      method: 'POST',
      url: `/admin/mail/outbox/${mail.id}/retry`,
      as: admin,
      payload: {},
    })
    expect(retried.statusCode).toBe(404)
  })

  it('is for administrators only', async () => {
    const row = await invite('private@firm.test')
    const professional = await t.signIn('professional')
    const response = await t.inject({
      method: 'GET',
      url: `/admin/users/invites/${row.id}/link`,
      as: professional,
    })
    expect(response.statusCode).toBe(403)
  })
})
