// `npm start`: builds the web app and the API bundle when their sources are newer than the builds, then
// runs API + web in this very process: a SIGTERM or SIGINT reaches the server's graceful shutdown directly.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json']
const builds = [
  {
    name: 'the web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', ...shared],
    workspace: '@scout/web',
    skip: process.env.SERVE_WEB === 'false',
  },
  {
    name: 'the API',
    output: 'apps/api/dist/serve.js',
    sources: ['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
    workspace: '@scout/api',
  },
]

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

for (const build of builds) {
  if (build.skip) continue
  const builtAt = fs.statSync(path.join(root, build.output), { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (Math.max(...build.sources.map((source) => newestChange(path.join(root, source)))) <= builtAt) continue
  process.stdout.write(`Building ${build.name}…\n`)
  const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

// npm does not pass signals through its shell to us in every setup: when our parent goes away
// (npm killed, terminal closed) we are orphaned, and stop as if sent SIGTERM
const parent = process.ppid
const watch = setInterval(() => {
  if (process.ppid === parent) return
  clearInterval(watch)
  process.kill(process.pid, 'SIGTERM')
}, 500).unref()

await import(pathToFileURL(path.join(root, 'apps/api/dist/serve.js')).href)
