import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '../bootstrap'
import { parseConfig } from '../config/env'
import { openDatabase, type Database } from './client'
import { users } from './schema'

const serverUrl = process.env.TEST_DATABASE_URL
const name = `scout_test_${crypto.randomBytes(5).toString('hex')}`
const quiet = { info: () => undefined }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(statement)
  await client.end()
}

// two API processes starting at once on one new PostgreSQL database (an embedded folder admits one process)
describe.skipIf(!serverUrl)('two processes starting together on one PostgreSQL', () => {
  let processes: Database[] = []
  beforeAll(async () => {
    await onServer(`create database ${name}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    processes = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: url.toString() })))
  })
  afterAll(async () => {
    await Promise.all(processes.map((database) => database.close()))
    await onServer(`drop database if exists ${name} with (force)`)
  })

  it('migrate and create the administrator once, neither failing', async () => {
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' })
    const accounts = await Promise.all(
      processes.map(async (database) => {
        await database.exclusive(() => database.migrate())
        return database.exclusive(() => ensureAdmin(database, config, quiet))
      }),
    )
    expect(accounts.filter((account) => account.created)).toHaveLength(1)
    const admins = await processes[0]!.db.select().from(users).where(eq(users.role, 'admin'))
    expect(admins).toHaveLength(1)
  })

  it('take turns: the second one starts only when the first is done', async () => {
    const order: string[] = []
    await Promise.all(
      processes.map((database, index) =>
        database.exclusive(async () => {
          order.push(`start ${index}`)
          await sleep(200)
          order.push(`end ${index}`)
        }),
      ),
    )
    const first = order[0]!.split(' ')[1]
    const second = first === '0' ? '1' : '0'
    expect(order).toEqual([`start ${first}`, `end ${first}`, `start ${second}`, `end ${second}`])
  })
})
