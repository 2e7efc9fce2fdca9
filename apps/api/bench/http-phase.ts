import { spawn } from 'node:child_process'
import net from 'node:net'
import { cpuTimeMs, peakMemoryMb, percentile, request, throughput, timeEach } from './measure'
import { root } from './paths'
import type { RefinementCase } from './workload'

export type HttpResult = {
  firstSearchMs: number
  search: { p50: number; p99: number }
  typing: { p50: number; p99: number }
  searchPerSecond: number
  healthPerSecond: number
  bareHealthPerSecond: number
  /** the server's CPU time per request under load, ms: search, /healthz from the same client */
  cpuPerRequest: { search: number; health: number; refinement: number }
  failed: number
  refinement: { p50: number; p99: number }
  peakMemoryMb: number
}

const admin = { email: 'bench@scout.local', password: 'bench password for scale runs' }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(base: string, exited: () => boolean) {
  for (let i = 0; i < 600; i++) {
    if (exited()) throw new Error('the API process exited during start-up')
    const ok = await request(base, { path: '/healthz' }).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the API did not answer /healthz within two minutes')
}

/** The real server (`serve.ts`, production settings) under HTTP load; its own peak memory from /proc. */
export async function measureHttp(
  env: Record<string, string>,
  queries: string[],
  keystrokes: string[],
  refinements: RefinementCase[][],
  options: { passes: number; seconds: number },
): Promise<HttpResult> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      API_HOST: base,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  child.on('exit', () => (exited = true))
  try {
    await waitForHealth(base, () => exited)
    const login = await request(base, { method: 'POST', path: '/api/auth/login', body: admin })
    const cookie = /scout_session=[^;]+/.exec(String(login.headers['set-cookie'] ?? ''))?.[0]
    if (!cookie) throw new Error(`sign-in failed: ${login.status} ${login.body}`)
    const headers = { cookie }
    const searchPath = (q: string) => `/api/search?${new URLSearchParams({ q, limit: '20' })}`

    const started = performance.now()
    const first = await request(base, { path: searchPath('doors'), headers })
    if (first.status !== 200) throw new Error(`search answered ${first.status}: ${first.body}`)
    const firstSearchMs = performance.now() - started

    await timeEach(queries, (q) => request(base, { path: searchPath(q), headers }))
    const searchSamples: number[] = []
    for (let pass = 0; pass < options.passes; pass++)
      searchSamples.push(...(await timeEach(queries, (q) => request(base, { path: searchPath(q), headers }))))

    await timeEach(keystrokes, (q) => request(base, { path: searchPath(q), headers }))
    const typingSamples: number[] = []
    for (let pass = 0; pass < options.passes; pass++)
      typingSamples.push(
        ...(await timeEach(keystrokes, (q) => request(base, { path: searchPath(q), headers }))),
      )

    const refine = (c: RefinementCase) =>
      request(base, {
        method: 'POST',
        path: `/api/manufacturer/selected_parameters?expanded=${c.expanded}`,
        headers,
        body: { omniclass: c.omniclass, parameters: c.parameters },
      }).then((r) => {
        if (r.status !== 200) throw new Error(`refinement answered ${r.status}: ${r.body}`)
      })
    // the first sessions warm the process (code paths, the units library); every later table starts cold
    const warmUpSessions = 5
    await timeEach(refinements.slice(0, warmUpSessions).flat(), refine)
    const measured = refinements.slice(warmUpSessions).flat()
    const refinementCpuBefore = cpuTimeMs(child.pid!)
    const refinementSamples = await timeEach(measured, refine)
    const refinementCpu = (cpuTimeMs(child.pid!) - refinementCpuBefore) / measured.length

    // the same client, with its session cookie, asks both: the session check is every /api call's cost, not search's
    const pid = child.pid!
    await throughput(base, queries.map(searchPath), headers, 3, pid)
    await throughput(base, ['/healthz'], headers, 3, pid)
    const searchLoad = await throughput(base, queries.map(searchPath), headers, options.seconds, pid)
    const healthLoad = await throughput(base, ['/healthz'], headers, options.seconds, pid)
    const bareHealth = await throughput(base, ['/healthz'], {}, options.seconds, pid)
    return {
      firstSearchMs,
      search: { p50: percentile(searchSamples, 0.5), p99: percentile(searchSamples, 0.99) },
      typing: { p50: percentile(typingSamples, 0.5), p99: percentile(typingSamples, 0.99) },
      searchPerSecond: searchLoad.perSecond,
      healthPerSecond: healthLoad.perSecond,
      bareHealthPerSecond: bareHealth.perSecond,
      cpuPerRequest: {
        search: searchLoad.cpuPerRequestMs,
        health: healthLoad.cpuPerRequestMs,
        refinement: refinementCpu,
      },
      failed: searchLoad.failed + healthLoad.failed + bareHealth.failed,
      refinement: { p50: percentile(refinementSamples, 0.5), p99: percentile(refinementSamples, 0.99) },
      peakMemoryMb: peakMemoryMb(child.pid!),
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (exited ? resolve(null) : child.once('exit', resolve)))
  }
}
