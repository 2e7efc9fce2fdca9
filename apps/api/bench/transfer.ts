import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { root } from './paths'

/**
 * What the browser downloads, as the servers send it (`npm run bench -- --only transfer`): each
 * route's JavaScript (its chunk, the chunks it imports and the entry's, from Vite's manifest) and
 * the catalogue's JSON lists, uncompressed, gzip and brotli. Runs the built server on the demo data.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean }
type Sizes = { identity: number; gzip: number; br: number }
export type TransferResult = { routes: Record<string, Sizes>; lists: Record<string, Sizes> }

const routes = { home: 'src/app/routes/home.tsx', 'parameter search': 'src/app/routes/omniclass.tsx' }
const lists = ['/api/omniclass/get/all', '/api/omniclass/associations/all']
const admin = { email: 'bench@scout.local', password: 'bench password for transfer runs' }

function routeFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || !manifest[name]) return
    seen.add(name)
    manifest[name].imports?.forEach(visit)
  }
  visit('index.html')
  visit(key)
  return [...seen].map((name) => manifest[name]!.file).filter((file) => file.endsWith('.js'))
}

function get(port: number, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
          let bytes = 0
          response.on('data', (chunk: Buffer) => (bytes += chunk.length))
          response.on('end', () =>
            resolve({ status: response.statusCode!, bytes, headers: response.headers }),
          )
        })
        .on('error', reject)
    },
  )
}

async function sizesOf(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Sizes> {
  const [identity, gzip, br] = await Promise.all(
    ['identity', 'gzip', 'br'].map((encoding) =>
      get(port, urlPath, { ...headers, 'accept-encoding': encoding }),
    ),
  )
  if (identity!.status !== 200) throw new Error(`${urlPath} answered ${identity!.status}`)
  return { identity: identity!.bytes, gzip: gzip!.bytes, br: br!.bytes }
}

const sum = (all: Sizes[]) =>
  all.reduce((a, b) => ({ identity: a.identity + b.identity, gzip: a.gzip + b.gzip, br: a.br + b.br }), {
    identity: 0,
    gzip: 0,
    br: 0,
  })

export async function measureTransfer(ports: { api: number; web: number }): Promise<TransferResult> {
  const manifestFile = path.join(root, 'apps/web/dist/.vite/manifest.json')
  const serverFile = path.join(root, 'apps/api/dist/serve.js')
  if (!fs.existsSync(manifestFile) || !fs.existsSync(serverFile)) throw new Error('run npm run build first')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-transfer-'))
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_HOST: `http://127.0.0.1:${ports.api}`,
      API_PORT: String(ports.api),
      WEB_PORT: String(ports.web),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  try {
    for (let i = 0; ; i++) {
      const up = await get(ports.web, '/', {}).then(
        (r) => r.status === 200,
        () => false,
      )
      if (up) break
      if (i > 900 || child.exitCode !== null) throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const result: TransferResult = { routes: {}, lists: {} }
    for (const [name, key] of Object.entries(routes)) {
      const files = routeFiles(manifest, key)
      result.routes[name] = sum(await Promise.all(files.map((file) => sizesOf(ports.web, `/${file}`))))
    }
    const login = await fetch(`http://127.0.0.1:${ports.api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const cookie = /scout_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? ''
    for (const list of lists) result.lists[list] = await sizesOf(ports.api, list, { cookie })
    return result
  } finally {
    child.kill('SIGTERM')
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
