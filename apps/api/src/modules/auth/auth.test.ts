import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { authFailures, sessions, users } from '../../db/schema'
import { createTestApp, testPassword, type TestApp } from '../../testing/test-app'
import { createUser } from '../../testing/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    throttlePolicy: {
      windowMs: 60_000,
      slowAfter: 2,
      lockAfter: 4,
      addressLockAfter: 12,
      stepMs: 20,
      maxDelayMs: 100,
    },
  })
})
afterAll(() => t.close())

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })

describe('sign-in', () => {
  it('signs in with the right password and sets an HttpOnly, SameSite cookie', async () => {
    await createUser(t.database.db, { email: 'ada@firm.test', password: testPassword })
    const response = await login('ADA@firm.test', testPassword)
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ email: 'ada@firm.test', role: 'professional' })
    const cookie = response.cookies.find((c) => c.name === 'scout_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()

    const session = await t.inject({
      method: 'GET',
      url: '/api/auth/session',
      as: { cookie: `scout_session=${cookie.value}` },
    })
    expect(session.json().user.email).toBe('ada@firm.test')
  })

  it('refuses a wrong password and an unknown e-mail alike, storing no session', async () => {
    await createUser(t.database.db, { email: 'bo@firm.test', password: testPassword })
    const before = await t.database.db.select().from(sessions)
    for (const response of [
      await login('bo@firm.test', 'wrong password'),
      await login('nobody@firm.test', testPassword),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' })
      expect(response.cookies).toHaveLength(0)
    }
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length)
  })

  it('signs out the other sessions of the user on sign-in, and renews the token', async () => {
    await createUser(t.database.db, { email: 'cy@firm.test', password: testPassword })
    const first = (await login('cy@firm.test', testPassword)).cookies[0]!.value
    const second = (await login('cy@firm.test', testPassword)).cookies[0]!.value
    expect(second).not.toBe(first)
    const old = await t.inject({
      method: 'GET',
      url: '/api/auth/session',
      as: { cookie: `scout_session=${first}` },
    })
    expect(old.json().user).toBeNull()
    const current = await t.inject({
      method: 'GET',
      url: '/api/auth/session',
      as: { cookie: `scout_session=${second}` },
    })
    expect(current.json().user.email).toBe('cy@firm.test')
  })

  it('signs out: the cookie is cleared and the session row is gone', async () => {
    const user = await t.signIn('professional')
    const response = await t.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, as: user })
    expect(response.statusCode).toBe(200)
    expect(response.cookies.find((c) => c.name === 'scout_session')?.value).toBe('')
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    const after = await t.inject({ method: 'GET', url: '/admin/users/invited', as: user })
    expect(after.statusCode).toBe(401)
  })

  it('slows repeated failures, then refuses the account for a while even with the right password', async () => {
    await createUser(t.database.db, { email: 'dee@firm.test', password: testPassword })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await login('dee@firm.test', 'nope', '10.0.0.4')).statusCode)
    expect(codes).toEqual([401, 401, 401, 401])
    const locked = await login('dee@firm.test', testPassword, '10.0.0.4')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/Try again in \d+ minutes/),
    })
    const [row] = await t.database.db
      .select()
      .from(authFailures)
      .where(eq(authFailures.key, 'pair:dee@firm.test|10.0.0.4'))
    expect(row!.failures).toBe(5)
  })

  it('does not let a disabled account sign in', async () => {
    const user = await createUser(t.database.db, { email: 'eve@firm.test', password: testPassword })
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id))
    expect((await login('eve@firm.test', testPassword)).statusCode).toBe(401)
  })
})

describe('bad input', () => {
  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_JSON')
  })

  it('names the missing or wrong field', async () => {
    const missing = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.test' } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('password'),
    })
    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42, password: 'x' },
    })
    expect(wrongType.statusCode).toBe(400)
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x', admin: true },
    })
    expect(unknown.statusCode).toBe(400)
  })

  it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
    const big = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x'.repeat(2_000_000) },
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE')
    const form = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.statusCode).toBe(415)
  })

  it('refuses a state-changing request from a foreign origin (CSRF)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x' },
      headers: { origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('BAD_ORIGIN')
    const allowed = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x' },
      headers: { origin: t.config.webOrigin },
    })
    expect(allowed.statusCode).toBe(401)
  })
})

describe('health', () => {
  it('answers 200 without a session when the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json().status).toBe('ok')
  })
})

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        API_HOST: 'https://api.scout.example',
        WEB_ORIGIN: 'https://scout.example',
      },
    })
    try {
      const user = await production.signIn('professional')
      const response = await production.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: testPassword },
      })
      expect(response.cookies.find((c) => c.name === 'scout_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      })
      const foreign = await production.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: {},
        headers: { origin: 'http://localhost:3000' },
      })
      expect(foreign.statusCode).toBe(403)
    } finally {
      await production.close()
    }
  })
})
