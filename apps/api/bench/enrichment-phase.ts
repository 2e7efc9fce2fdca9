import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { openDatabase, type DatabaseOptions } from '../src/db/client'
import { percentile, request, startApi, timeEach } from './measure'
import { root, table23Csv } from './paths'
import { judgedQueries, refinementWorkload, type RefinementCase } from './workload'

/**
 * Bulk enrichment on a real server (issue 27, decision 016): the demo loaded, then the full Table 23 imported
 * as an operator would (its 6,822 tables have no parameters), then "Suggest parameters for every table without
 * them" (or a branch) started from the admin API. Measures the run's total time and throughput, and search
 * and refinement p50/p99 alone (before and after the run) and while it runs, side by side on one server.
 * Run by `npm run bench`, or alone: `node --import tsx apps/api/bench/enrichment-phase.ts [--branch 23-17]
 * [--postgres URL] [--quiet]` (`--quiet`: the run alone, no one searching).
 */
export type EnrichmentResult = {
  tables: number
  suggested: number
  /** the run's running time (its paused stretches left out), and from its start to its end */
  totalMs: number
  wallMs: number
  perSecond: number
  search: { alone: Stats; busy: Stats }
  refinement: { alone: Stats; busy: Stats }
  /** requests timed while the run ran */
  busySamples: number
}
type Stats = { p50: number; p99: number; count: number }

const admin = { email: 'bench-enrichment@scout.local', password: 'bench password for enrichment runs' }
const stats = (samples: number[]): Stats => ({
  p50: percentile(samples, 0.5),
  p99: percentile(samples, 0.99),
  count: samples.length,
})

function runCli(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`${script} failed (exit ${result.status})`)
}

/** The demo (manufacturers and parameters to refine on), then the full Table 23 imported on top. */
export async function prepareEnrichmentCatalogue(
  postgresUrl: string | null,
): Promise<{ env: Record<string, string>; options: DatabaseOptions; drop: () => Promise<void> }> {
  let env: Record<string, string>
  let options: DatabaseOptions
  let drop: () => Promise<void>
  if (postgresUrl) {
    const name = `scout_enrichment_bench_${Date.now()}`
    const { default: pg } = await import('pg')
    const withClient = async (sql: string) => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(sql).finally(() => client.end())
    }
    await withClient(`create database ${name}`)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    env = { DATABASE_URL: url.toString() }
    options = { kind: 'postgres', url: url.toString(), max: 2 }
    drop = () => withClient(`drop database if exists ${name} with (force)`)
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-enrichment-bench-'))
    env = { DATA_DIR: dataDir }
    options = { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') }
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true })
  }
  runCli('apps/api/src/cli/seed.ts', ['--profile', 'demo'], env)
  runCli('apps/api/src/cli/import.ts', [table23Csv], env)
  return { env, options, drop }
}

type Run = {
  state: string
  total: number
  done: number
  suggested: number
  created_at: string
  updated_at: string
  finished_at: string | null
}

/** The admin calls the bench makes of the enrichment runs, refusing any answer but a success. */
function runsApi(base: string, headers: Record<string, string>) {
  return {
    latest: async (): Promise<Run> => {
      const answer = await request(base, { path: '/admin/enrichment/runs/latest', headers })
      if (answer.status !== 200) throw new Error(`latest answered ${answer.status}: ${answer.body}`)
      return JSON.parse(answer.body).run
    },
    post: async (url: string, body?: unknown) => {
      const answer = await request(base, { method: 'POST', path: url, headers, body })
      if (answer.status >= 300) throw new Error(`${url} answered ${answer.status}: ${answer.body}`)
      return JSON.parse(answer.body) as Run & { id: number }
    },
  }
}

/** Measures a run on a server started on `env` (a catalogue from prepareEnrichmentCatalogue). */
export async function measureEnrichment(
  env: Record<string, string>,
  options: DatabaseOptions,
  branch: string | null = null,
): Promise<EnrichmentResult> {
  // what professionals do meanwhile: the judged searches, and refinement sessions on the demo's tables
  const database = await openDatabase(options)
  const sessions = await refinementWorkload(database.db, 30).finally(() => database.close())
  const refinements: RefinementCase[] = sessions.flat()
  const queries = judgedQueries.map(({ q }) => q)

  const server = await startApi(env, admin)
  const { base } = server
  const headers = { cookie: server.cookie }
  try {
    const search = (q: string) =>
      request(base, { path: `/api/search?${new URLSearchParams({ q, limit: '20' })}`, headers })
    const refine = (c: RefinementCase) =>
      request(base, {
        method: 'POST',
        path: `/api/manufacturer/selected_parameters?expanded=${c.expanded}`,
        headers,
        body: { omniclass: c.omniclass, parameters: c.parameters },
      })
    const { latest, post } = runsApi(base, headers)
    const pass = async () => ({
      search: await timeEach(queries, search),
      refine: await timeEach(refinements, refine),
    })

    await pass() // warm-up: code paths, the search index, the units library
    // side by side on one machine whose load drifts: the run goes for three passes, is cancelled (its batch in
    // flight rolls back), one pass is timed alone once its worker has settled, and it is resumed; the run's
    // time counts its running stretches only
    const alone = { search: [] as number[], refine: [] as number[] }
    const busy = { search: [] as number[], refine: [] as number[] }
    const wallStart = Date.now()
    const { id } = await post('/admin/enrichment/runs', { branch })
    let resumedAt = wallStart
    let runningMs = 0
    let run: Run
    for (;;) {
      const measured = [await pass(), await pass(), await pass()]
      run = await latest()
      if (run.state !== 'running') break
      for (const one of measured) {
        busy.search.push(...one.search)
        busy.refine.push(...one.refine)
      }
      await post(`/admin/enrichment/runs/${id}/cancel`)
      runningMs += Date.now() - resumedAt
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const quiet = await pass()
      alone.search.push(...quiet.search)
      alone.refine.push(...quiet.refine)
      await post(`/admin/enrichment/runs/${id}/resume`)
      resumedAt = Date.now()
    }
    if (run.state !== 'done') throw new Error(`the run ended ${run.state}`)
    runningMs += new Date(run.finished_at!).getTime() - resumedAt
    const quiet = await pass()
    alone.search.push(...quiet.search)
    alone.refine.push(...quiet.refine)
    return {
      tables: run.total,
      suggested: run.suggested,
      totalMs: runningMs,
      wallMs: new Date(run.finished_at!).getTime() - wallStart,
      perSecond: run.total / (runningMs / 1000),
      search: { alone: stats(alone.search), busy: stats(busy.search) },
      refinement: { alone: stats(alone.refine), busy: stats(busy.refine) },
      busySamples: busy.search.length + busy.refine.length,
    }
  } finally {
    await server.stop()
  }
}

/**
 * The same run with no one using the API (decision 016: the runner then rests half a batch, not three): its
 * running time and throughput, the administrator's page following it as it would.
 */
export async function measureQuietRun(
  env: Record<string, string>,
  branch: string | null = null,
): Promise<{ tables: number; totalMs: number; perSecond: number }> {
  const server = await startApi(env, admin)
  const { latest, post } = runsApi(server.base, { cookie: server.cookie })
  try {
    await post('/admin/enrichment/runs', { branch })
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const run = await latest()
      if (run.state === 'running') continue
      if (run.state !== 'done') throw new Error(`the run ended ${run.state}`)
      const totalMs = new Date(run.finished_at!).getTime() - new Date(run.created_at).getTime()
      return { tables: run.total, totalMs, perSecond: run.total / (totalMs / 1000) }
    }
  } finally {
    await server.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({
    options: { branch: { type: 'string' }, postgres: { type: 'string' }, quiet: { type: 'boolean' } },
  })
  const started = Date.now()
  process.stdout.write('loading the demo and importing the full Table 23…\n')
  const catalogue = await prepareEnrichmentCatalogue(values.postgres ?? null)
  process.stdout.write(`prepared in ${((Date.now() - started) / 1000).toFixed(0)} s; enriching…\n`)
  try {
    const result = values.quiet
      ? await measureQuietRun(catalogue.env, values.branch ?? null)
      : await measureEnrichment(catalogue.env, catalogue.options, values.branch ?? null)
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } finally {
    await catalogue.drop()
  }
}
