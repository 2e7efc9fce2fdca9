import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { auditLog, invites, users } from '../../db/schema'
import { readQueuedMail } from '../../testing/outbox'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

async function inviteAndReadLink(email: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/admin/users/invite',
    as: admin,
    payload: { email, origin_url: `${t.config.webOrigin}/admin/users/invite` },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ message: 'success' })
  // the administrator's view of the unsent message renders the link; the stored body holds no token
  const body = await readQueuedMail(t, admin, email)
  const link = /http\S+\/invite\/signup\?token=(\S+)/.exec(body)!
  expect(link[0].startsWith(t.config.webOrigin)).toBe(true)
  return link[1]!
}

describe('invitations', () => {
  it('invites by e-mail, lists the invitation with its date, and audits it', async () => {
    await inviteAndReadLink('new.person@firm.test')
    const invited = await t.inject({ method: 'GET', url: '/admin/users/invited', as: admin })
    expect(invited.statusCode).toBe(200)
    const row = invited.json().find((i: { email: string }) => i.email === 'new.person@firm.test')
    expect(row).toMatchObject({ role: 'professional', accepted_at: null })
    expect(new Date(row.invited_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, 'new.person@firm.test'))
    expect(audit).toMatchObject({ action: 'invite', entity: 'user', userEmail: admin.email })
  })

  it('lets the invitee in once, then name and password make a working account', async () => {
    const token = await inviteAndReadLink('joiner@firm.test')
    const accepted = await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token } })
    expect(accepted.statusCode).toBe(200)
    const cookie = `scout_session=${accepted.cookies.find((c) => c.name === 'scout_session')!.value}`
    const signup = await t.inject({
      method: 'POST',
      url: '/api/auth/invite/signup',
      as: { cookie },
      payload: { name: 'Jo Iner', password: 'a long enough password' },
    })
    expect(signup.statusCode).toBe(200)
    expect(signup.json().user).toMatchObject({
      email: 'joiner@firm.test',
      name: 'Jo Iner',
      role: 'professional',
    })

    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'joiner@firm.test', password: 'a long enough password' },
    })
    expect(login.statusCode).toBe(200)

    const reused = await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token } })
    expect(reused.statusCode).toBe(410)
    expect(reused.json()).toMatchObject({ code: 'INVITE_INVALID' })
  })

  it('refuses an expired token and stores no user', async () => {
    const token = await inviteAndReadLink('late@firm.test')
    await t.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.email, 'late@firm.test'))
    const response = await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token } })
    expect(response.statusCode).toBe(410)
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late@firm.test'))).toHaveLength(0)
  })

  it('refuses a made-up token, a short password, and a signup without a session', async () => {
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: 'x'.repeat(43) } }))
        .statusCode,
    ).toBe(410)
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: 'short' } }))
        .statusCode,
    ).toBe(400)
    const professional = await t.signIn('professional')
    const short = await t.inject({
      method: 'POST',
      url: '/api/auth/invite/signup',
      as: professional,
      payload: { name: 'X', password: 'short' },
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toContain('at least 10')
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/auth/invite/signup',
          payload: { name: 'X', password: 'long enough pass' },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('a second invitation replaces the open one; revoking closes it', async () => {
    const first = await inviteAndReadLink('twice@firm.test')
    await inviteAndReadLink('twice@firm.test')
    expect(
      (await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token: first } }))
        .statusCode,
    ).toBe(410)
    const [open] = await t.database.db
      .select()
      .from(invites)
      .where(eq(invites.email, 'twice@firm.test'))
      .orderBy(desc(invites.id))
      .limit(1)
    const revoke = await t.inject({ method: 'DELETE', url: `/admin/users/invite/${open!.id}`, as: admin })
    expect(revoke.json()).toEqual({ message: 'success' })
    expect(
      (await t.inject({ method: 'DELETE', url: `/admin/users/invite/${open!.id}`, as: admin })).statusCode,
    ).toBe(404)
  })

  it('refuses a bad address, an existing member, and stores nothing', async () => {
    const before = (await t.database.db.select().from(invites)).length
    const bad = await t.inject({
      method: 'POST',
      url: '/admin/users/invite',
      as: admin,
      payload: { email: 'not-an-address' },
    })
    expect(bad.statusCode).toBe(400)
    const member = await t.inject({
      method: 'POST',
      url: '/admin/users/invite',
      as: admin,
      payload: { email: admin.email },
    })
    expect(member.statusCode).toBe(409)
    expect((await t.database.db.select().from(invites)).length).toBe(before)
  })

  it('changes a role, but never the administrator own', async () => {
    const other = await t.signIn('professional')
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/admin/users/role',
          as: admin,
          payload: { id: other.id, role: 'admin' },
        })
      ).json(),
    ).toEqual({ message: 'success' })
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/admin/users/role',
          as: admin,
          payload: { id: admin.id, role: 'professional' },
        })
      ).statusCode,
    ).toBe(400)
  })
})

describe('the outbox', () => {
  it('shows administrators the queued invitation, and professionals nothing', async () => {
    await inviteAndReadLink('outbox.reader@firm.test')
    const response = await t.inject({ method: 'GET', url: '/admin/mail/outbox?status=pending', as: admin })
    expect(response.statusCode).toBe(200)
    expect(response.json().items[0]).toMatchObject({
      kind: 'invite',
      to: 'outbox.reader@firm.test',
      status: 'pending',
      subject: 'You are invited to Scout',
    })
    const professional = await t.signIn('professional')
    expect((await t.inject({ method: 'GET', url: '/admin/mail/outbox', as: professional })).statusCode).toBe(
      403,
    )
    expect(
      (await t.inject({ method: 'GET', url: '/admin/mail/outbox?limit=5000', as: admin })).statusCode,
    ).toBe(400)
  })
})
