import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { root, table23Csv } from './paths'

/**
 * The scale profile, built once and cached: a PGlite data directory under the temp folder, and a template
 * database on the PostgreSQL server. The cache key covers the migrations, the seed and Table 23, so a
 * schema or seed change builds afresh. Each run works on a copy, so the cache never sees the run's writes.
 */
export const cacheDir = path.join(os.tmpdir(), 'scout-bench')
const templatePrefix = 'scout_bench_template_'

function hashTree(hash: crypto.Hash, entry: string) {
  const stat = fs.statSync(entry)
  if (stat.isDirectory())
    for (const name of fs.readdirSync(entry).sort()) hashTree(hash, path.join(entry, name))
  else hash.update(entry.slice(root.length)).update(fs.readFileSync(entry))
}

export function scaleKey(): string {
  const hash = crypto.createHash('sha256')
  for (const entry of ['apps/api/drizzle', 'apps/api/src/seed'].map((e) => path.join(root, e)))
    hashTree(hash, entry)
  hash.update(fs.readFileSync(table23Csv))
  return hash.digest('hex').slice(0, 12)
}

function seed(env: Record<string, string>, log: (line: string) => void) {
  log('  building the scale profile once (cached for later runs; takes a few minutes)…')
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/seed.ts', '--profile', 'scale'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`seeding the scale profile failed (exit ${result.status})`)
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** A fresh copy of the cached embedded scale database; returns its DATA_DIR. */
export function prepareEmbedded(key: string, log: (line: string) => void): string {
  const cached = path.join(cacheDir, `embedded-${key}`)
  if (!fs.existsSync(cached)) {
    for (const stale of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
      if (stale.startsWith('embedded-'))
        fs.rmSync(path.join(cacheDir, stale), { recursive: true, force: true })
    }
    const building = `${cached}.building`
    fs.rmSync(building, { recursive: true, force: true })
    seed({ DATA_DIR: building, SEED_DEMO: 'false' }, log)
    fs.renameSync(building, cached)
  }
  const run = path.join(cacheDir, 'run-embedded')
  fs.rmSync(run, { recursive: true, force: true })
  fs.cpSync(cached, run, { recursive: true })
  return run
}

function withDatabase(url: string, name: string) {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A bench database created from the cached template; returns its URL and how to drop it. */
export async function preparePostgres(serverUrl: string, key: string, log: (line: string) => void) {
  const template = `${templatePrefix}${key}`
  const existing = await admin(serverUrl, async (client) =>
    (await client.query<{ datname: string }>('select datname from pg_database')).rows.map(
      (row) => row.datname,
    ),
  )
  if (!existing.includes(template)) {
    const building = `${template}_building`
    await admin(serverUrl, async (client) => {
      for (const stale of existing.filter((name) => name.startsWith(templatePrefix)))
        await client.query(`drop database if exists ${stale} with (force)`)
      await client.query(`create database ${building}`)
    })
    seed({ DATABASE_URL: withDatabase(serverUrl, building), SEED_DEMO: 'false' }, log)
    await admin(serverUrl, (client) => client.query(`alter database ${building} rename to ${template}`))
  }
  const name = `scout_bench_${crypto.randomBytes(4).toString('hex')}`
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${template}`))
  return {
    url: withDatabase(serverUrl, name),
    drop: () => admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}
