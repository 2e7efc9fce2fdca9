import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sessions } from '../../db/schema'
import { buildApp } from '../../app'
import { createTestApp, testPassword, type TestApp } from '../../testing/test-app'
import { createUser } from '../../testing/factories'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    throttlePolicy: {
      windowMs: 60_000,
      slowAfter: 2,
      stepMs: 10,
      maxDelayMs: 50,
      lockAfter: 4,
      addressLockAfter: 12,
    },
  })
})
afterAll(() => t.close())

const login = (email: string, password: string, remoteAddress: string) =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress })

describe('sign-in throttling', () => {
  it('counts simultaneous guesses one by one: no more than the limit reach the password check', async () => {
    await createUser(t.database.db, { email: 'rush@firm.test', password: testPassword })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login('rush@firm.test', 'a wrong guess', '10.1.0.1')),
    )
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(4)
    expect(codes.filter((c) => c === 429)).toHaveLength(26)
  })

  it('guesses from one address do not lock the real user out from theirs', async () => {
    await createUser(t.database.db, { email: 'boss@firm.test', password: testPassword, role: 'admin' })
    for (let i = 0; i < 6; i++) await login('boss@firm.test', 'guess', '203.0.113.9')
    expect((await login('boss@firm.test', testPassword, '203.0.113.9')).statusCode).toBe(429)
    expect((await login('boss@firm.test', testPassword, '198.51.100.7')).statusCode).toBe(200)
  })

  it('caps one address guessing across many accounts', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await login(`spray${i}@firm.test`, 'guess', '10.2.0.2')).statusCode).toBe(401)
    }
    await createUser(t.database.db, { email: 'sprayed@firm.test', password: testPassword })
    const capped = await login('sprayed@firm.test', testPassword, '10.2.0.2')
    expect(capped.statusCode).toBe(429)
    expect(capped.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    // successful sign-ins from a busy office address do not count towards its cap
    await createUser(t.database.db, { email: 'office@firm.test', password: testPassword })
    for (let i = 0; i < 14; i++) {
      expect((await login('office@firm.test', testPassword, '10.3.0.3')).statusCode).toBe(200)
    }
  })

  it('shares the rate limit between API processes on one database', async () => {
    // a second API process: another app over the same database
    const other = await buildApp(t.ctx, { logger: false })
    try {
      const accept = (app: typeof other) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/invite/accept',
          payload: { token: 'x'.repeat(43) },
          remoteAddress: '10.4.0.4',
        })
      const codes: number[] = []
      for (let i = 0; i < 16; i++)
        codes.push((await accept(t.app)).statusCode, (await accept(other)).statusCode)
      expect(codes.slice(0, 30).every((c) => c === 410)).toBe(true)
      expect(codes.slice(30)).toEqual([429, 429])
    } finally {
      await other.close()
    }
  })
})

describe('the client address behind proxies', () => {
  const production = (trustProxy?: string) =>
    createTestApp({
      env: {
        NODE_ENV: 'production',
        API_HOST: 'https://api.scout.example',
        WEB_ORIGIN: 'https://scout.example',
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      },
    })
  async function sessionAddress(app: TestApp, xForwardedFor: string) {
    const user = await createUser(app.database.db, {
      email: `ip-${Date.now()}@firm.test`,
      password: testPassword,
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
      headers: { 'x-forwarded-for': xForwardedFor },
      remoteAddress: '127.0.0.1',
    })
    expect(response.statusCode).toBe(200)
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id))
    return row!.ip
  }

  // each builds a fresh database: slow on a busy machine
  it('ignores a made-up X-Forwarded-For when no proxy is configured, even in production', async () => {
    const untrusting = await production()
    try {
      expect(await sessionAddress(untrusting, '192.0.2.55')).toBe('127.0.0.1')
    } finally {
      await untrusting.close()
    }
  }, 90_000)

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const behindProxy = await production('127.0.0.1')
    try {
      expect(await sessionAddress(behindProxy, '192.0.2.55')).toBe('192.0.2.55')
    } finally {
      await behindProxy.close()
    }
  }, 90_000)

  it('refuses a malformed TRUST_PROXY at start-up', async () => {
    await expect(production('everyone')).rejects.toThrow(/TRUST_PROXY/)
  })
})
