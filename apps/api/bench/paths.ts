import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (the bench runs its tools from there). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const table23Csv = path.resolve(root, '../shared/data/omniclass-table-23.csv')
