import fs from 'node:fs'
import { parseOmniclassCsv, type CatalogueRow } from '../omniclass/omniclass-csv'

/** Test fixture: the whole of OmniClass Table 23 (`../shared/data`) and the quality test's fixed sample of it. */
const table23Url = new URL('../../../../../../shared/data/omniclass-table-23.csv', import.meta.url)

export function readTable23(): CatalogueRow[] {
  const parsed = parseOmniclassCsv('omniclass-table-23.csv', fs.readFileSync(table23Url))
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
