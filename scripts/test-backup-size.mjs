// `npm run test:backup-size`: backs up and restores 300 MB of attachments into a fresh database, on the
// embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL (ADR 012). Too slow for `npm test`'s
// Vitest run, so `npm test` runs it as a step of its own when CI=true or BACKUP_SIZE_TEST=true.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const megabytes = process.env.SCOUT_BACKUP_TEST_MB ?? '300'
const targets = [['embedded', '']]
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env.TEST_DATABASE_URL])
const extra = process.argv.slice(2)
let failed = false
for (const [name, url] of targets) {
  process.stdout.write(`\n━━ ${megabytes} MB backup and restore (${name})\n`)
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'backup-size.test.ts', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SCOUT_BACKUP_TEST_MB: megabytes, TEST_DATABASE_URL: url },
  })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
