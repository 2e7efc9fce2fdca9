import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { nextCall, type Catalogue, type Call } from './traffic'

/** `npm run soak`: the real server under an open-loop 200 req/s mix; prints latency, errors and memory. */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '15' },
    // a PostgreSQL server to soak against instead of the embedded database: a fresh database is made there
    postgres: { type: 'string' },
  },
})
const seconds = Number(values.seconds)
const rate = Number(values.rate)
const warmupSeconds = Number(values.warmup)
const port = 8190 + Math.floor(Math.random() * 50)
const base = `http://127.0.0.1:${port}`
const here = path.dirname(fileURLToPath(import.meta.url))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-soak-'))
const admin = { email: 'soak-admin@scout.test', password: 'soak admin password' }

const databaseName = `scout_soak_${process.pid}`
const databaseUrl = values.postgres
  ? Object.assign(new URL(values.postgres), { pathname: `/${databaseName}` }).toString()
  : ''
if (values.postgres) await runSql(values.postgres, `create database ${databaseName}`)

async function runSql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(statement)
  await client.end()
}

const server = spawn(
  process.execPath,
  ['--max-old-space-size=384', '--import', 'tsx', path.join(here, '../src/cli/serve.ts')],
  {
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NODE_ENV: 'production',
      API_HOST: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await sleep(500)
  }
  throw new Error('the server did not start')
}

async function json<T>(pathname: string, cookie: string): Promise<T> {
  const response = await fetch(base + pathname, { headers: { cookie } })
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`)
  return (await response.json()) as T
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

async function main() {
  await waitUntilUp()
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
  const names = (await json<{ name: string }[]>('/api/omniclass/get/all', cookie))
    .map((t) => t.name)
    .slice(0, 40)
  const tables = await Promise.all(
    names.map((name) =>
      json<Catalogue['tables'][number]>(`/api/omniclass/get?identifier=${encodeURIComponent(name)}`, cookie),
    ),
  )
  const titles = (await json<{ title: string }[]>('/admin/manufacturer/all', cookie)).map((m) => m.title)
  const catalogue: Catalogue = { tables, titles }

  const results: { kind: string; ms: number; status: number; measured: boolean }[] = []
  const memory: { at: number; mb: number }[] = []
  const send = async (call: Call, measured: boolean) => {
    const started = performance.now()
    const status = await fetch(base + call.path, {
      method: call.method,
      headers: { cookie, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    )
    results.push({ kind: call.kind, ms: performance.now() - started, status, measured })
  }

  process.stdout.write(
    `Soak: ${warmupSeconds} s warm-up, then ${seconds} s at ${rate} requests/s against ${base} (demo data, ${values.postgres ? 'PostgreSQL server' : 'embedded database'})\n`,
  )
  const start = performance.now()
  const totalMs = (warmupSeconds + seconds) * 1000
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  const sampler = setInterval(
    () => memory.push({ at: (performance.now() - start) / 1000, mb: rssMb() }),
    1000,
  )
  while (performance.now() - start < totalMs) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate)
    for (; sent < due; sent++) {
      const request = send(nextCall(catalogue), performance.now() - start >= warmupSeconds * 1000)
      inFlight.add(request)
      void request.finally(() => inFlight.delete(request))
    }
    await sleep(2)
  }
  await Promise.all(inFlight)
  clearInterval(sampler)
  report(
    results.filter((r) => r.measured),
    memory,
  )
}

function report(
  results: { kind: string; ms: number; status: number }[],
  memory: { at: number; mb: number }[],
) {
  const rows: string[][] = [['traffic', 'requests', 'errors', 'p50 ms', 'p99 ms', 'max ms']]
  const kinds = [...new Set(results.map((r) => r.kind)), 'all']
  for (const kind of kinds) {
    const subset = results.filter((r) => kind === 'all' || r.kind === kind)
    const sorted = subset.map((r) => r.ms).sort((a, b) => a - b)
    const errors = subset.filter((r) => r.status === 0 || r.status >= 400).length
    rows.push([
      kind,
      String(subset.length),
      String(errors),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
    ])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)))
  for (const row of rows)
    process.stdout.write(
      row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ') + '\n',
    )

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const afterWarmup = median(
    memory.filter((m) => m.at >= warmupSeconds && m.at < warmupSeconds + 5).map((m) => m.mb),
  )
  const atEnd = median(memory.slice(-5).map((m) => m.mb))
  const growth = ((atEnd - afterWarmup) / afterWarmup) * 100
  const all = results.map((r) => r.ms).sort((a, b) => a - b)
  const errors = results.filter((r) => r.status === 0 || r.status >= 400)
  const achieved = results.length / seconds
  process.stdout.write(
    `\nrate achieved ${achieved.toFixed(0)} requests/s; server memory ${afterWarmup.toFixed(0)} MB after warm-up, ${atEnd.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), peak ${Math.max(...memory.map((m) => m.mb)).toFixed(0)} MB\n`,
  )
  if (errors.length) {
    const byStatus: Record<string, number> = {}
    for (const error of errors)
      byStatus[`${error.kind} ${error.status || 'no answer'}`] =
        (byStatus[`${error.kind} ${error.status || 'no answer'}`] ?? 0) + 1
    process.stdout.write(`errors: ${JSON.stringify(byStatus)}\n`)
  }
  const checks = [
    ['no errors', errors.length === 0],
    ['p99 under 100 ms', percentile(all, 99) < 100],
    ['memory growth under 10% after warm-up', growth < 10],
    [`at least 95% of ${rate} requests/s sent`, achieved >= rate * 0.95],
  ] as const
  for (const [label, ok] of checks) process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${label}\n`)
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`)
    process.exitCode = 1
  })
  .finally(() => {
    server.kill('SIGTERM')
    setTimeout(() => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (values.postgres)
        void runSql(values.postgres, `drop database if exists ${databaseName} with (force)`)
    }, 2000)
  })
