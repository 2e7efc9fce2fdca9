import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (the bench runs its tools from there). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** `SHARED_DATA_DIR` says where `../shared/data` is when the checkout sits elsewhere (a git worktree). */
export const sharedDataDir = process.env.SHARED_DATA_DIR ?? path.resolve(root, '../shared/data')
export const table23Csv = path.resolve(sharedDataDir, 'omniclass-table-23.csv')
