import fs from 'node:fs'
import { toNameKey } from '@scout/shared/domain/names'
import { parseOmniclassCsv, type CatalogueRow } from '../omniclass/omniclass-csv'
import type { CatalogueEntry } from './catalogue-model'
import { sharedDataFile } from '../../lib/shared-data'

/** Test fixture: the whole of OmniClass Table 23 (shared-data.ts) and the quality sample's fixed rows of it. */
const table23 = sharedDataFile('omniclass-table-23.csv')

export function readTable23(): CatalogueRow[] {
  const parsed = parseOmniclassCsv('omniclass-table-23.csv', fs.readFileSync(table23))
  if (parsed.layout !== 'catalogue') throw new Error('Table 23 is not in the catalogue layout')
  return parsed.rows
}

export const qualitySampleSize = 50

/** Every (N/50)th row, starting half a step in: spread over all of Table 23, chosen before any result was seen. */
export function chooseQualityRows(rows: CatalogueRow[]): CatalogueRow[] {
  return Array.from(
    { length: qualitySampleSize },
    (_, i) => rows[Math.floor(((i + 0.5) * rows.length) / qualitySampleSize)]!,
  )
}

/** The catalogue an import of these rows leaves: one table per name, the last number given to it. */
export function catalogueOf(rows: CatalogueRow[]): CatalogueEntry[] {
  const unique = new Map(rows.map((row) => [toNameKey(row.name), row]))
  return [...unique.values()].map((row, i) => ({ id: i + 1, number: row.number, name: row.name }))
}
