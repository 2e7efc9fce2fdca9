import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { SQL } from 'drizzle-orm'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction has the same query API as the database; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export type Database = {
  db: Db
  kind: 'embedded' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

export type DatabaseOptions =
  | { kind: 'embedded'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; max?: number }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // fail fast when the server is gone instead of letting requests hang (issue: reliability)
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    })
    pool.on('error', () => {
      // an idle client lost its server; the pool replaces it on next use
    })
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true })
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  }
}

export function databaseOptionsFor(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite') }
}

/** Raw SQL with typed rows: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
