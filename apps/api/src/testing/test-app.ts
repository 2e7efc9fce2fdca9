import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app'
import type { AppContext } from '../app-context'
import { parseConfig, type Config } from '../config/env'
import type { Database } from '../db/client'
import { createTestDatabase } from './test-database'
import { createMediaStorage } from '../modules/media/storage'
import { createUser, type TestUser } from './factories'

export type TestApp = {
  app: FastifyInstance
  database: Database
  config: Config
  ctx: AppContext
  /** a signed-in user of that role, with the cookie header to send */
  signIn: (
    role: 'admin' | 'professional',
    overrides?: { email?: string },
  ) => Promise<TestUser & { cookie: string }>
  inject: (options: InjectOptions & { as?: { cookie: string } }) => Promise<LightMyRequestResponse>
  close: () => Promise<void>
}

export const testPassword = 'correct horse battery staple'

/** The real app on a fresh database, with no port opened (fastify/demo's `build(t)`). */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    throttlePolicy?: AppContext['throttlePolicy']
    enrichment?: AppContext['enrichment']
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-test-'))
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env })
  const database = await createTestDatabase()
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    media: createMediaStorage(config),
    throttlePolicy: options.throttlePolicy,
    enrichment: options.enrichment,
  }
  const app = await buildApp(ctx, { logger: false })
  await app.ready()
  let counter = 0

  return {
    app,
    database,
    config,
    ctx,
    async signIn(role, overrides = {}) {
      const email = overrides.email ?? `${role}-${++counter}-${Date.now()}@test.scout`
      const user = await createUser(database.db, { email, role, password: testPassword })
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: testPassword },
      })
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
      const cookie = response.cookies.find((c) => c.name === 'scout_session')!
      return { ...user, cookie: `scout_session=${cookie.value}` }
    },
    inject({ as, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...headers, ...(as ? { cookie: as.cookie } : {}) } })
    },
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
