import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-signal-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** True while any process of the group (npm and what it started) is alive. */
function groupAlive(pgid: number) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

const groups: number[] = []
afterAll(() => {
  for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

// a supervisor (systemd, docker, CI) signals npm alone; a terminal's Ctrl-C signals the whole group
const cases = [
  { how: 'SIGTERM to npm', signal: 'SIGTERM', toGroup: false },
  { how: 'Ctrl-C (SIGINT to npm and everything it started)', signal: 'SIGINT', toGroup: true },
] as const

describe('npm start', () => {
  it.each(cases)(
    'stops on $how within 10 s, answering the request in flight',
    async ({ signal, toGroup }) => {
      const apiPort = await freePort()
      const npm = spawn('npm', ['start'], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          API_HOST: `http://127.0.0.1:${apiPort}`,
          API_PORT: String(apiPort),
          WEB_PORT: String(await freePort()),
          SERVE_WEB: 'false',
          SEED_DEMO: 'false',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD: 'a long enough admin password',
          LOG_LEVEL: 'warn',
        },
      })
      const pgid = npm.pid!
      groups.push(pgid)
      let output = ''
      npm.stdout.on('data', (chunk) => (output += chunk))
      npm.stderr.on('data', (chunk) => (output += chunk))
      let up = false
      for (let i = 0; i < 600 && !up && groupAlive(pgid); i++) {
        up = await fetch(`http://127.0.0.1:${apiPort}/healthz`).then(
          (response) => response.ok,
          () => false,
        )
        if (!up) await sleep(500)
      }
      expect(up, output).toBe(true)

      // a sign-in whose body is still arriving when the signal comes
      const body = JSON.stringify({ email: 'nobody@firm.test', password: 'not the password at all' })
      const socket = net.connect(apiPort, '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk))
      const closed = new Promise((resolve) => socket.on('close', resolve))
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      )
      await sleep(500)
      const signalledAt = Date.now()
      process.kill(toGroup ? -pgid : pgid, signal)
      await sleep(500)
      socket.write(body.slice(10))
      await closed
      expect(answer, output).toMatch(/^HTTP\/1\.1 401 /)
      expect(answer).toContain('"code":"INVALID_CREDENTIALS"')

      while (groupAlive(pgid) && Date.now() - signalledAt < 10_000) await sleep(100)
      expect(groupAlive(pgid), output).toBe(false)
      await expect(fetch(`http://127.0.0.1:${apiPort}/healthz`)).rejects.toThrow()
    },
    360_000,
  )
})
