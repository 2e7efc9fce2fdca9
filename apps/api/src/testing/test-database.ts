import crypto from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client'

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'embedded' })
    await database.migrate()
    return database
  }
  const name = `scout_test_${crypto.randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 })
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
