import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toNameKey } from '@scout/shared/domain/names'
import { SearchResponseSchema } from '@scout/shared/schemas/search'
import { omniclasses } from '../../db/schema'
import { sharedDataFile } from '../../lib/shared-data'
import { createTestApp, type TestApp } from '../../testing/test-app'
import judged from '../../../bench/judged-queries.json'

const table23 = sharedDataFile('omniclass-table-23.csv')
const hasTable = fs.existsSync(table23)
const kinds = [
  'exact',
  'partial',
  'plural',
  'typo',
  'number',
  'synonym',
  'word order',
  'head noun',
  'run together',
]

describe('the judged query set', () => {
  it('has at least 80 queries covering every kind', () => {
    expect(judged.queries.length).toBeGreaterThanOrEqual(80)
    for (const kind of kinds)
      expect(judged.queries.filter((query) => query.kind === kind).length, kind).toBeGreaterThanOrEqual(8)
  })
})

describe.skipIf(!hasTable)('relevance over the full Table 23', () => {
  let t: TestApp
  let cookie: { cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    cookie = await t.signIn('professional')
    const rows = parse(fs.readFileSync(table23), { columns: true }) as { number: string; name: string }[]
    // a few names repeat in the table under other numbers; names are unique here, so the first one stays
    const unique = new Map<string, { number: string; name: string }>()
    for (const row of rows) if (!unique.has(toNameKey(row.name))) unique.set(toNameKey(row.name), row)
    const values = [...unique].map(([nameKey, row]) => ({ number: row.number, name: row.name, nameKey }))
    for (let i = 0; i < values.length; i += 500)
      await t.database.db.insert(omniclasses).values(values.slice(i, i + 500))
  }, 120_000)
  afterAll(() => t?.close())

  it('puts the expected table in the top 3 for at least 95% of the judged queries', async () => {
    const misses: string[] = []
    for (const { q, expect: expected, kind } of judged.queries) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/search?${new URLSearchParams({ q, limit: '3' })}`,
        as: cookie,
      })
      const names = SearchResponseSchema.parse(response.json()).hits.map((hit) => hit.name)
      if (!names.includes(expected))
        misses.push(`${kind} "${q}" → [${names.join(' | ')}], wanted ${expected}`)
    }
    const share = 1 - misses.length / judged.queries.length
    expect(share, `top-3 ${(share * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      0.95,
    )
  }, 120_000)
})
