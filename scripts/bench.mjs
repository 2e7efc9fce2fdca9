// `npm run bench [-- --only embedded|postgres|transfer|generation] [--database embedded|postgres] [--passes 3] [--seconds 10] [--heap MB] [--fresh]`: search and refinement
// at the scale profile, embedded and PostgreSQL side by side (apps/api/bench, docs/decisions/005-search.md).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/api/bench/bench.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
process.exit(run.status ?? 1)
