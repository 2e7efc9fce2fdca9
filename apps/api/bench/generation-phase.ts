import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { cpuTimeMs, peakMemoryMb, percentile, startApi } from './measure'
import { root as ownRoot, table23Csv } from './paths'

/** the checkout whose server is measured: this one, or another to compare with (GENERATION_BENCH_ROOT) */
const root = process.env.GENERATION_BENCH_ROOT ?? ownRoot

/**
 * Generation's speed on a real server (issue 26): one generation's time (POST, then the event stream to its
 * end), `/healthz` alone and while three generations run side by side, and the server's peak memory. Run by
 * `npm run bench` on its catalogue, or alone on a fresh import of the full Table 23:
 * `node --import tsx apps/api/bench/generation-phase.ts [table-23.csv]` (on PostgreSQL with POSTGRES_URL set).
 */
export type GenerationResult = {
  firstMs: number
  generation: { p50: number; p95: number; count: number }
  /** each of three generations run side by side */
  generationBusy: { p50: number; p95: number; count: number }
  healthAlone: { p50: number; p99: number }
  healthBusy: { p50: number; p99: number }
  /**
   * the server's CPU per generation while three run side by side: its main thread (what requests wait
   * behind; on the embedded database every query runs there) and the whole process (the worker too)
   */
  cpuPerGenerationMs: { mainThread: number; process: number }
  peakMemoryMb: number
}

const admin = { email: 'bench-generation@scout.local', password: 'bench password for generation runs' }
/** new kinds of product, none of them a Table 23 name: each makes a table */
const products = [
  'Acoustic Door Seals',
  'Solar Carport Canopies',
  'Heated Driveway Mats',
  'Smart Glass Partitions',
  'Bird Deterrent Spikes',
  'Rubber Stair Nosings',
  'Magnetic Door Holders',
  'Anti Ligature Hinges',
  'Green Roof Trays',
  'Bike Repair Stations',
  'EV Charger Pedestals',
  'Fiber Cement Soffits',
  'Dog Waste Stations',
  'Acoustic Baffle Clouds',
  'Parcel Locker Banks',
  'Cool Roof Coatings',
  'Tactile Warning Strips',
  'Vapor Barrier Tapes',
  'Sound Masking Emitters',
  'Snow Guard Rails',
  'Glass Floor Panels',
  'Copper Wall Cladding',
  'Helical Pier Anchors',
  'Shower Drain Channels',
]

async function generateOnce(base: string, cookie: string, text: string): Promise<number> {
  const started = performance.now()
  const headers = { cookie, 'content-type': 'application/json', origin: base }
  const posted = await fetch(`${base}/api/omniclass/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ text }),
  })
  if (posted.status !== 202) throw new Error(`generate answered ${posted.status}: ${await posted.text()}`)
  const { job_id: jobId } = (await posted.json()) as { job_id: string }
  const stream = await fetch(`${base}/api/omniclass/generate/${jobId}/events`, { headers: { cookie } })
  const body = await stream.text()
  if (!/event: (done|failed)/.test(body)) throw new Error(`generation of "${text}" ended with ${body}`)
  return performance.now() - started
}

async function timeHealth(base: string, count: number): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await (await fetch(`${base}/healthz`)).text()
    samples.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return samples
}

/** a run's number as letters, so that each text names a new product ("… Bc") */
const ordinal = (i: number) => i.toString(10).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)

const stats = (samples: number[]) => ({ p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) })

/** Measures generation against a server started on `env` (a DATA_DIR or DATABASE_URL holding the catalogue). */
export async function measureGeneration(env: Record<string, string>): Promise<GenerationResult> {
  const api = await startApi(env, admin, root)
  const { base, cookie } = api
  try {
    const suffix = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qwxzjkvbnm'[Number(d)]!)
    const texts = products.map((name) => `${name} ${suffix}`)
    const firstMs = await generateOnce(base, cookie, texts[0]!)
    const times: number[] = []
    for (const text of texts.slice(1, 21)) times.push(await generateOnce(base, cookie, text))
    const healthAlone = await timeHealth(base, 400)
    // three generations side by side, over and over, while /healthz is timed
    let busy = true
    const busyTimes: number[] = []
    const cpuBefore = { main: cpuTimeMs(api.pid, api.pid), all: cpuTimeMs(api.pid) }
    const runners = [0, 1, 2].map(async (lane) => {
      for (let i = lane; busy; i += 3)
        busyTimes.push(await generateOnce(base, cookie, `${texts[i % texts.length]} ${ordinal(i)}`))
    })
    const healthBusy = await timeHealth(base, 400)
    busy = false
    await Promise.all(runners)
    // CPU time, unlike wall time, hardly depends on what else the machine runs
    const perGeneration = (before: number, now: number) => (now - before) / Math.max(1, busyTimes.length)
    const cpu = {
      mainThread: perGeneration(cpuBefore.main, cpuTimeMs(api.pid, api.pid)),
      process: perGeneration(cpuBefore.all, cpuTimeMs(api.pid)),
    }
    return {
      firstMs,
      generation: { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count: times.length },
      generationBusy: {
        p50: percentile(busyTimes, 0.5),
        p95: percentile(busyTimes, 0.95),
        count: busyTimes.length,
      },
      healthAlone: stats(healthAlone),
      healthBusy: stats(healthBusy),
      cpuPerGenerationMs: cpu,
      peakMemoryMb: peakMemoryMb(api.pid),
    }
  } finally {
    await api.stop()
  }
}

/** Imports the CSV into a fresh catalogue: a temporary DATA_DIR, or a new database on `serverUrl`. */
export async function freshCatalogue(
  csv: string,
  serverUrl = process.env.POSTGRES_URL,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  let env: Record<string, string>
  let drop: () => Promise<void>
  if (serverUrl) {
    const name = `scout_generation_bench_${Date.now()}`
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    env = { DATABASE_URL: url.toString() }
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    }
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-generation-bench-'))
    env = { DATA_DIR: dataDir }
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true })
  }
  process.stdout.write('importing the full Table 23…\n')
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/import.ts', csv], {
    cwd: root,
    env: { ...process.env, ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  if (imported.status !== 0) {
    await drop()
    throw new Error('the import failed')
  }
  return { env, drop }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const catalogue = await freshCatalogue(process.argv[2] ?? table23Csv)
  try {
    const result = await measureGeneration(catalogue.env)
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  } finally {
    await catalogue.drop()
  }
}
