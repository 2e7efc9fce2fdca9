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
import { lockDataDir } from './data-dir-lock'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction has the same query API as the database; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export type Database = {
  db: Db
  kind: 'embedded' | 'postgres'
  migrate: () => Promise<void>
  /**
   * Runs `work` while no other process runs its own (start-up: migrations, the demo seed, the administrator).
   * Several API processes may start at once on one PostgreSQL; an embedded data folder has one process already.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

/** The advisory lock's key: any number no other lock of ours uses ("scout" in ASCII). */
const startupLockKey = 0x73636f7574

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

export type DatabaseOptions =
  | { kind: 'embedded'; dataDir?: string; purpose?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; max?: number; timeouts?: Partial<typeof requestTimeouts> }

/**
 * Every query is bounded on both sides (ADR 008): the server cancels a statement after `statementMs`, and the
 * client gives up after `queryMs` even when the server cannot be reached at all (a partition drops packets
 * without resetting anything, so only a client-side clock notices). `keepAlive` lets the kernel find a dead
 * peer on idle connections; a transaction left open by a vanished client is ended by the server.
 */
export const requestTimeouts = { connectMs: 3000, statementMs: 15_000, queryMs: 20_000 }
/** backup and restore read and write large batches; they get no statement limit and a generous client one */
export const bulkTimeouts = { connectMs: 10_000, statementMs: 0, queryMs: 10 * 60_000 }

function createPool(options: { url: string; max?: number; timeouts?: Partial<typeof requestTimeouts> }) {
  const timeouts = { ...requestTimeouts, ...options.timeouts }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  // an idle client lost its server; the pool replaces it on next use
  pool.on('error', () => undefined)
  pool.on('connect', (client) => {
    // A client checked out for a transaction has no pool listener: without this one, a reset between two of
    // its statements is an unhandled 'error' event and ends the process. Its next statement fails instead.
    client.on('error', () => undefined)
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    ;(client as unknown as { query: typeof query }).query = (...args) => {
      const result = query(...args)
      if (result instanceof Promise) {
        // pg leaves a timed-out statement on the wire; a transaction's client would go back to the pool
        // still waiting for it, so the connection is closed and the pool drops the client on release
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout')
            (
              client as unknown as { connection: { stream: { destroy: () => void } } }
            ).connection.stream.destroy()
        })
      }
      return result
    }
  })
  return pool
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = createPool(options)
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusive(work) {
        const client = await pool.connect()
        try {
          // another process may hold it through a whole demo seed: no statement limit while waiting
          await client.query('set statement_timeout = 0')
          await client.query({
            text: 'select pg_advisory_lock($1)',
            values: [startupLockKey],
            query_timeout: 10 * 60_000,
          } as pg.QueryConfig)
          return await work()
        } finally {
          // the session ends with the client, and its lock with it
          client.release(true)
        }
      },
      close: () => pool.end(),
    }
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true })
  const lock = options.dataDir ? lockDataDir(options.dataDir, options.purpose ?? 'scout') : null
  let client: PGlite
  try {
    client = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
    await client.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (work) => work(),
    async close() {
      await client.close()
      lock?.release()
    },
  }
}

export function databaseOptionsFor(
  config: { databaseUrl?: string; dataDir: string },
  purpose = 'scout',
  timeouts?: Partial<typeof requestTimeouts>,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, timeouts }
    : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pglite'), purpose }
}

/** Raw SQL with typed rows: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
