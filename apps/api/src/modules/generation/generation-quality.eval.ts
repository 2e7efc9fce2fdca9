import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import { omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import type { CatalogueRow } from '../omniclass/omniclass-csv'
import { importParsedFile } from '../omniclass/omniclass-import'
import { numberFamily } from './catalogue-model'
import { keysOf } from './near-duplicates'
import { generate } from './generation-test-kit'
import { isManufacturerColumn, meetsShapeRules } from './merge-parameters'
import { chooseQualityRows, qualitySampleSize as sampleSize, readTable23 } from './table-23-fixture'

let t: TestApp
let user: Awaited<ReturnType<TestApp['signIn']>>
let removed: CatalogueRow[]

beforeAll(async () => {
  t = await createTestApp()
  // an administrator: a professional may generate 10 tables an hour (decision 015), the sample is 50
  user = await t.signIn('admin')
  const rows = readTable23()
  removed = chooseQualityRows(rows)
  // a removed name must be gone under every number Table 23 repeats it with, and so must its near-duplicates
  // ("Electric Top Running Overhead Cranes" for "Top Running Electric …"), or generation would just open them
  const keysOfRow = (name: string) => {
    const near = keysOf(name)
    return [toNameKey(name), ...(near ? [`exact:${near.exact}`, `unordered:${near.unordered}`] : [])]
  }
  const removedKeys = new Set(removed.flatMap((row) => keysOfRow(row.name)))
  const kept = rows.filter((row) => !keysOfRow(row.name).some((key) => removedKeys.has(key)))
  await t.database.db.transaction((tx) => importParsedFile(tx, { layout: 'catalogue', rows: kept }))
})
afterAll(() => t.close())

/** the figure measured when the kinds became data, and issue 8's bar (80% of 50): a change may not lower it */
const floor = 40

describe('generation quality over the full Table 23 (npm run eval:generation)', () => {
  // every table's shape is asserted too; accuracy over many more rows is generation-folds.eval.ts's
  it(`generates each of ${sampleSize} removed tables well-formed, at least ${floor} in their number family`, async () => {
    const misses: string[] = []
    for (const row of removed) {
      const { done } = await generate(t, user, row.name)
      expect(done, row.name).toMatchObject({ created: true, source: 'generated', engine: 'builtin' })
      const expected = numberFamily(row.number)
      if (done.suggested_number !== expected)
        misses.push(`${row.number} ${row.name}: suggested ${done.suggested_number}`)
      const [stored] = await t.database.db.select().from(omniclasses).where(eq(omniclasses.name, done.name))
      expect(stored, row.name).toMatchObject({
        reviewed: false,
        source: 'generated',
        suggestedNumber: done.suggested_number,
      })
      expect(meetsShapeRules(stored!.parameters), `${row.name}: ${JSON.stringify(stored!.parameters)}`).toBe(
        true,
      )
      expect(
        stored!.parameters.filter((p) => !isManufacturerColumn(p.name)).every((p) => p.values.length >= 2),
      ).toBe(true)
    }
    const matched = sampleSize - misses.length
    console.info(
      `eval sample: ${matched}/${sampleSize} in their number family, floor ${floor}/${sampleSize}; misses:\n${misses.join('\n')}`,
    )
    expect(matched, misses.join('\n')).toBeGreaterThanOrEqual(floor)
  })
})
