import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import autocannon from 'autocannon'
import { root } from './paths'

export function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * (sorted.length - 1)))] ?? NaN
}

export async function timeEach<T>(items: T[], run: (item: T) => unknown): Promise<number[]> {
  const samples: number[] = []
  for (const item of items) {
    const started = performance.now()
    await run(item)
    samples.push(performance.now() - started)
  }
  return samples
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** One request on a kept-alive connection; resolves with status and body once the body has arrived. */
export function request(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
      const req = http.request(
        `${base}${options.path}`,
        {
          agent,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    },
  )
}

/** Requests per second at a concurrency, cycling through the paths, and the server's CPU time per request. */
export async function throughput(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  seconds: number,
  serverPid: number,
  connections = 16,
) {
  let next = 0
  const cpuBefore = cpuTimeMs(serverPid)
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  })
  const failed = result.non2xx + result.errors + result.timeouts
  // the server's own CPU per request: what it costs, whatever else the machine is doing
  const cpuPerRequestMs = (cpuTimeMs(serverPid) - cpuBefore) / Math.max(1, result.requests.total)
  return { perSecond: result.requests.average, failed, cpuPerRequestMs }
}

/**
 * CPU time a process has used so far (user + system), in ms, from /proc (Linux; clock ticks of 10 ms); with
 * `thread`, that thread's only (the process id names its main thread: the one that answers requests).
 */
export function cpuTimeMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The peak resident memory of a process so far (Linux), in MB. */
export function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type RunningApi = {
  base: string
  pid: number
  /** the administrator's session cookie */
  cookie: string
  stop: () => Promise<void>
}

/**
 * The real server (`serve.ts`, production settings) on a free port, signed in as an administrator it creates:
 * what every phase over HTTP measures. `BENCH_API_NODE_ARGS` adds flags to its node (e.g. `--cpu-prof`).
 */
export async function startApi(
  env: Record<string, string>,
  admin: { email: string; password: string },
  /** the checkout to run: this one, or another to compare with */
  checkout = root,
): Promise<RunningApi> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/cli/serve.ts'], {
    cwd: checkout,
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
  const stop = async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => (exited ? resolve(null) : child.once('exit', resolve)))
  }
  try {
    await waitForHealth(base, () => exited)
    const login = await request(base, { method: 'POST', path: '/api/auth/login', body: admin })
    const cookie = /scout_session=[^;]+/.exec(String(login.headers['set-cookie'] ?? ''))?.[0]
    if (!cookie) throw new Error(`sign-in failed: ${login.status} ${login.body}`)
    return { base, pid: child.pid!, cookie, stop }
  } catch (error) {
    await stop()
    throw error
  }
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
