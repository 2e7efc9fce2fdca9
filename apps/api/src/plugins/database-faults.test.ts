import crypto from 'node:crypto'
import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { parseConfig } from '../config/env'
import { openDatabase, type Database } from '../db/client'
import { createMediaStorage } from '../modules/media/storage'
import { createUser } from '../testing/factories'
import type { FastifyInstance } from 'fastify'

const serverUrl = process.env.TEST_DATABASE_URL

/** A TCP proxy in front of PostgreSQL: cutting it is, for the API, the database going away. */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = 0
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => s.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy()
      server!.close(() => resolve())
    })
  return {
    open,
    cut,
    get port() {
      return port
    },
  }
}

describe.skipIf(!serverUrl)('PostgreSQL going away under load', () => {
  const name = `scout_fault_${crypto.randomBytes(4).toString('hex')}`
  const direct = new URL(serverUrl || 'postgres://x@127.0.0.1:5432/x')
  const proxy = createProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  let database: Database
  let app: FastifyInstance
  let cookie = ''

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    await proxy.open()
    const viaProxy = new URL(direct)
    viaProxy.port = String(proxy.port)
    viaProxy.pathname = `/${name}`
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), max: 8 })
    await database.migrate()
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/scout-fault' })
    app = await buildApp(
      { config, db: database.db, databaseKind: 'postgres', media: createMediaStorage(config) },
      { logger: false },
    )
    await createUser(database.db, { email: 'pro@firm.test', password: 'long password here' })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pro@firm.test', password: 'long password here' },
    })
    cookie = `scout_session=${login.cookies[0]!.value}`
  })
  afterAll(async () => {
    await app?.close()
    await database?.close().catch(() => undefined)
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('answers 503 with a reason, fast, while the database is gone, and recovers within 5 s of its return', async () => {
    const calls = () =>
      Promise.all([
        app.inject({ method: 'GET', url: '/healthz' }),
        app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
        app.inject({ method: 'GET', url: '/admin/users/invited', headers: { cookie } }),
      ])
    expect((await calls()).map((r) => r.statusCode)).toEqual([200, 200, 403])

    await proxy.cut()
    const outage: { status: number; ms: number; body: { code?: string; message?: string } }[] = []
    const until = Date.now() + 4_000
    while (Date.now() < until) {
      const started = Date.now()
      for (const response of await calls())
        outage.push({ status: response.statusCode, ms: Date.now() - started, body: response.json() })
    }
    expect(outage.length).toBeGreaterThan(3)
    expect(outage.every((r) => r.status === 503)).toBe(true)
    expect(outage.every((r) => r.body.code === 'SERVICE_UNAVAILABLE' && r.body.message)).toBe(true)
    // a connect attempt gives up after 3 s: nothing hangs
    expect(Math.max(...outage.map((r) => r.ms))).toBeLessThan(3_500)

    await proxy.open()
    const back = Date.now()
    let recovered = false
    while (!recovered && Date.now() - back < 5_000) {
      recovered = (await calls()).every((r) => r.statusCode !== 503)
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(recovered).toBe(true)
    expect(Date.now() - back).toBeLessThan(5_000)
    expect((await calls()).map((r) => r.statusCode)).toEqual([200, 200, 403])
  }, 30_000)
})
