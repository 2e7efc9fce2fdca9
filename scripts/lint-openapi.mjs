// Part of `npm run lint`: the API's OpenAPI document, written from the built app, must pass Redocly's
// recommended rules with no error (redocly.yaml).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-openapi-'))
const file = path.join(dir, 'openapi.json')
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0
try {
  const ok =
    run('npx', ['tsx', 'apps/api/src/cli/openapi.ts', file]) &&
    run('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'summary'])
  process.exitCode = ok ? 0 : 1
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
