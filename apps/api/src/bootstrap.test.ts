import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from './bootstrap'
import { parseConfig } from './config/env'
import type { Database } from './db/client'
import { sessions, users } from './db/schema'
import { verifyPassword } from './modules/auth/password'
import { createTestDatabase } from './testing/test-database'

const quiet = { info: () => undefined }
const configWith = (env: Record<string, string>) =>
  parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent', ...env })

describe('ensureAdmin', () => {
  let database: Database
  // one database for the file (migrating is the slow part); each case uses its own administrator
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  const passwordOf = async (email: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email))
    return row!
  }

  it('creates the administrator once, with a generated password shown that time only', async () => {
    const first = await ensureAdmin(database, configWith({}), quiet)
    expect(first).toMatchObject({ email: 'admin@scout.local', created: true })
    expect(first.password).toBeTruthy()
    const again = await ensureAdmin(database, configWith({}), quiet)
    expect(again).toEqual({ email: 'admin@scout.local', created: false })

    // a lost password: ADMIN_PASSWORD sets it for the existing administrator and ends their sessions
    const admin = await passwordOf('admin@scout.local')
    await database.db
      .insert(sessions)
      .values({ id: 'old-session', userId: admin.id, expiresAt: new Date(Date.now() + 60_000) })

    const reset = await ensureAdmin(database, configWith({ ADMIN_PASSWORD: 'a new long password' }), quiet)
    expect(reset).toMatchObject({ email: 'admin@scout.local', created: false, reset: true })
    expect(
      await verifyPassword('a new long password', (await passwordOf('admin@scout.local')).passwordHash),
    ).toBe(true)
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([])

    // the same password again changes nothing (no session is ended on every restart)
    const same = await ensureAdmin(database, configWith({ ADMIN_PASSWORD: 'a new long password' }), quiet)
    expect(same).toEqual({ email: 'admin@scout.local', created: false })
  })

  it('applies ADMIN_PASSWORD to the administrator named by ADMIN_EMAIL', async () => {
    const env = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'the first password' }
    await ensureAdmin(database, configWith(env), quiet)
    await ensureAdmin(database, configWith({ ...env, ADMIN_PASSWORD: 'the second password' }), quiet)
    const row = await passwordOf('boss@example.com')
    expect(await verifyPassword('the second password', row.passwordHash)).toBe(true)
    expect(await verifyPassword('the first password', row.passwordHash)).toBe(false)
  })
})
