import fs from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'

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

/** CPU time a process has used so far (user + system), in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuTimeMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The peak resident memory of a process so far (Linux), in MB. */
export function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}
