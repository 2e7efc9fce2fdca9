import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A file of `../shared/data` beside the repository (decisions.md §6: tests, derivations, the seed's scale profile
 * and the bench may read it), or of `SHARED_DATA_DIR` where a checkout has no such neighbour (a git worktree).
 */
export function sharedDataFile(name: string): string {
  const dir =
    process.env.SHARED_DATA_DIR ?? fileURLToPath(new URL('../../../../../shared/data/', import.meta.url))
  return path.join(dir, name)
}
