import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { createOmniclass } from '../../testing/factories'
import { createTestDatabase } from '../../testing/test-database'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

/** the change-log rows the statement leaves, as `entity:id` (`entity:all` for a bulk one) */
async function announced(write: () => Promise<unknown>): Promise<string[]> {
  const log = async () =>
    (
      (await database.db.execute(
        sql`select id, entity, entity_id from search_changes order by id`,
      )) as unknown as {
        rows: { id: number; entity: string; entity_id: number | null }[]
      }
    ).rows
  const before = new Set((await log()).map((row) => Number(row.id)))
  await write()
  return (await log())
    .filter((row) => !before.has(Number(row.id)))
    .map((row) => `${row.entity}:${row.entity_id ?? 'all'}`)
    .sort()
}

describe('the change log of table updates (migration 0009)', () => {
  it('announces a change of parameters alone apart from a change readers must re-read', async () => {
    const db = database.db
    const a = await createOmniclass(db, { number: '23-40 10 00', name: 'Log Panels' })
    const b = await createOmniclass(db, { number: '23-40 20 00', name: 'Log Boards' })
    const columns = [{ name: 'Material', values: ['Steel'] }]

    expect(
      await announced(() =>
        db
          .update(omniclasses)
          .set({ parameters: columns, parametersSuggested: true })
          .where(inArray(omniclasses.id, [a.id, b.id])),
      ),
    ).toEqual([`omniclass_parameters:${a.id}`, `omniclass_parameters:${b.id}`])

    // a rename in the same statement as a change of parameters: each row as it changed
    expect(
      await announced(() =>
        db.execute(sql`update omniclasses set
          name = case when id = ${a.id} then 'Log Wall Panels' else name end,
          parameters = '[]'::jsonb
          where id in (${a.id}, ${b.id})`),
      ),
    ).toEqual([`omniclass:${a.id}`, `omniclass_parameters:${b.id}`])
  })

  it('announces a bulk statement once: parameters alone to refinement, anything else as a rebuild', async () => {
    const db = database.db
    const rows = Array.from({ length: 201 }, (_, i) => ({
      number: `23-41 ${String(10 + Math.floor(i / 90)).padStart(2, '0')} ${String(10 + (i % 90)).padStart(2, '0')}`,
      name: `Bulk Table ${i}`,
      nameKey: `bulk table ${i}`,
    }))
    await db.insert(omniclasses).values(rows)
    const bulk = sql`name like 'Bulk Table %'`
    expect(
      await announced(() =>
        db
          .update(omniclasses)
          .set({ parameters: [{ name: 'Width', values: ['1 m'] }] })
          .where(bulk),
      ),
    ).toEqual(['omniclass_parameters:all'])
    expect(await announced(() => db.update(omniclasses).set({ reviewed: false }).where(bulk))).toEqual([
      'all:all',
    ])
  })
})
