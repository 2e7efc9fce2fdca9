import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toNameKey } from '@scout/shared/domain/names'
import { SearchResponseSchema } from '@scout/shared/schemas/search'
import { omniclasses } from '../../db/schema'
import { sampleCsvPath } from '../../seed/demo'
import { sharedDataFile } from '../../lib/shared-data'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { SearchIndex } from './search-index'

const table23 = sharedDataFile('omniclass-table-23.csv')

/** A catalogue's rows, one per name (Table 23 repeats a few names under other numbers; the first stays). */
function readRows(file: string) {
  const rows = parse(fs.readFileSync(file), { columns: true }) as { number: string; name: string }[]
  const unique = new Map<string, { number: string; name: string; nameKey: string }>()
  for (const { number, name } of rows)
    if (!unique.has(toNameKey(name))) unique.set(toNameKey(name), { number, name, nameKey: toNameKey(name) })
  return [...unique.values()]
}

/** The names that do not come first when typed in full, lower-cased, with what came first instead. */
function selfCheck(names: string[], firstHit: (q: string) => string | undefined): string[] {
  return names.flatMap((name) => {
    const first = firstHit(name.toLowerCase())
    return first !== undefined && toNameKey(first) === toNameKey(name) ? [] : [`"${name}" → ${first}`]
  })
}

describe('every table name of the demo catalogue, typed in full, comes first (over HTTP)', () => {
  let t: TestApp
  let cookie: { cookie: string }
  const rows = readRows(sampleCsvPath)

  beforeAll(async () => {
    t = await createTestApp()
    cookie = await t.signIn('professional')
    await t.database.db.insert(omniclasses).values(rows)
  })
  afterAll(() => t?.close())

  it('holds for each of its tables', async () => {
    const first = new Map<string, string | undefined>()
    for (const { name } of rows) {
      const q = name.toLowerCase()
      const response = await t.inject({
        method: 'GET',
        url: `/api/search?${new URLSearchParams({ q, limit: '1' })}`,
        as: cookie,
      })
      first.set(q, SearchResponseSchema.parse(response.json()).hits[0]?.name)
    }
    expect(
      selfCheck(
        rows.map((row) => row.name),
        (q) => first.get(q),
      ),
    ).toEqual([])
  })
})

describe('every table name of the full Table 23, typed in full, comes first (in memory)', () => {
  it('holds for each of its tables', (context) => {
    if (!fs.existsSync(table23))
      context.skip(`the full Table 23 is not at ${table23} (set SHARED_DATA_DIR to its folder)`)
    const rows = readRows(table23)
    const index = new SearchIndex()
    rows.forEach((row, i) => index.setOmniclass(i + 1, row))
    expect(
      selfCheck(
        rows.map((row) => row.name),
        (q) => index.search(q, 1)[0]?.name,
      ),
    ).toEqual([])
  }, 60_000)
})
