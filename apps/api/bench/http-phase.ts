import { cpuTimeMs, peakMemoryMb, percentile, request, startApi, throughput, timeEach } from './measure'
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

/** The real server (`serve.ts`, production settings) under HTTP load; its own peak memory from /proc. */
export async function measureHttp(
  env: Record<string, string>,
  queries: string[],
  keystrokes: string[],
  refinements: RefinementCase[][],
  options: { passes: number; seconds: number },
): Promise<HttpResult> {
  const api = await startApi(env, admin)
  const { base, cookie } = api
  try {
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
    const refinementCpuBefore = cpuTimeMs(api.pid)
    const refinementSamples = await timeEach(measured, refine)
    const refinementCpu = (cpuTimeMs(api.pid) - refinementCpuBefore) / measured.length

    // the same client, with its session cookie, asks both: the session check is every /api call's cost, not search's
    const pid = api.pid
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
      peakMemoryMb: peakMemoryMb(api.pid),
    }
  } finally {
    await api.stop()
  }
}
