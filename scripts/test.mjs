// `npm test`: types, lint, unit and API tests on the embedded database, the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests against the real server.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'test-results')
fs.mkdirSync(reports, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

function run(name, command, args, env = {}) {
  process.stdout.write(`\n━━ ${name}\n`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

function countVitest(file) {
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
}

const npx = 'npx'
run('types', 'npm', ['run', '--silent', 'typecheck'])
run('lint', 'npm', ['run', '--silent', 'lint'])

const embedded = path.join(reports, 'vitest-embedded.json')
fs.rmSync(embedded, { force: true })
run(
  'unit and API tests (embedded PostgreSQL)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${embedded}`],
  { TEST_DATABASE_URL: '' },
)
countVitest(embedded)

if (process.env.TEST_DATABASE_URL) {
  const server = path.join(reports, 'vitest-postgres.json')
  fs.rmSync(server, { force: true })
  run('API tests (PostgreSQL server)', npx, [
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${server}`,
  ])
  countVitest(server)
} else {
  process.stdout.write('\n(TEST_DATABASE_URL is not set: the API suite ran on the embedded database only)\n')
}

// several hundred MB through backup and restore (ADR 012): minutes, so only in CI or when asked for
if (process.env.CI === 'true' || process.env.BACKUP_SIZE_TEST === 'true') {
  const targets = [['embedded', '']]
  if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env.TEST_DATABASE_URL])
  for (const [name, url] of targets) {
    const report = path.join(reports, `vitest-backup-size-${name}.json`)
    fs.rmSync(report, { force: true })
    run(
      `300 MB backup and restore (${name})`,
      npx,
      [
        'vitest',
        'run',
        '--project',
        'api',
        'backup-size.test.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { SCOUT_BACKUP_TEST_MB: '300', TEST_DATABASE_URL: url },
    )
    countVitest(report)
  }
}

if (process.env.SKIP_BROWSER_TESTS === 'true') {
  process.stdout.write('\n(SKIP_BROWSER_TESTS=true: browser tests not run)\n')
} else if (run('web build', 'npm', ['run', '--silent', 'build'])) {
  const browser = path.join(reports, 'playwright.json')
  fs.rmSync(browser, { force: true })
  run('browser tests (Chromium)', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browser,
  })
  countPlaywright(browser)
}

process.stdout.write(
  `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}\n`,
)
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`)
process.exit(failedSteps.length ? 1 : 0)
