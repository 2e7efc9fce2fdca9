// `npm start`: builds the web app when its sources are newer than the build, then runs API + web.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
]

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0
if (Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > builtAt) {
  process.stdout.write('Building the web app…\n')
  const build = spawnSync('npm', ['run', 'build', '-w', '@scout/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// a capped heap makes V8 collect sooner: the same work in about half the memory (npm run bench --heap)
const server = spawn(
  process.execPath,
  ['--max-old-space-size=384', '--import', 'tsx', 'apps/api/src/cli/serve.ts'],
  { cwd: root, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
