import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sharedDataFile } from '../src/lib/shared-data'

/** The repository root (the bench runs its tools from there). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const table23Csv = sharedDataFile('omniclass-table-23.csv')
