import { sql } from 'drizzle-orm'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import type { Db } from '../src/db/client'
import judged from './judged-queries.json'

export type JudgedQuery = { q: string; expect: string; kind: string }
export const judgedQueries: JudgedQuery[] = judged.queries

/** A small fixed-seed generator, so every run asks the same things. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * What an autocomplete receives: the judged queries, and for a third of them every prefix as it is typed
 * (from 2 characters), so half-typed words weigh as much as finished ones.
 */
export function searchWorkload(productNames: string[]): string[] {
  const typed = judgedQueries
    .filter((_, i) => i % 3 === 0)
    .flatMap(({ q }) => Array.from({ length: q.length - 1 }, (_, n) => q.slice(0, n + 2)))
  const random = seededRandom(7)
  const products = Array.from(
    { length: 40 },
    () => productNames[Math.floor(random() * productNames.length)]!,
  ).filter(Boolean)
  return [...judgedQueries.map(({ q }) => q), ...typed, ...products]
}

/**
 * Product names typed letter by letter, from the first letter: search's slowest path, as every early
 * prefix is a common one and the name's last word is a completion until it is finished.
 */
export function productKeystrokes(productNames: string[], count = 12): string[] {
  const random = seededRandom(13)
  const chosen = Array.from({ length: count }, () => productNames[Math.floor(random() * productNames.length)])
  return chosen
    .filter((name): name is string => Boolean(name))
    .flatMap((name) => Array.from({ length: name.length }, (_, n) => name.slice(0, n + 1)))
}

export type RefinementCase = { omniclass: string; parameters: SelectedValue[]; expanded: boolean }

/**
 * Refinement as a professional uses it: open a table (no values yet), choose values one by one, then
 * expand to the parent's manufacturers. `sessions` tables with one to three of their own values each.
 */
export async function refinementWorkload(db: Db, sessions: number): Promise<RefinementCase[][]> {
  const result = (await db.execute(sql`
    select o.name, o.parameters from omniclasses o
    where exists (select 1 from manufacturer_omniclasses mo where mo.omniclass_id = o.id)
    order by o.id`)) as unknown as {
    rows: { name: string; parameters: { name: string; values: string[] }[] }[]
  }
  const random = seededRandom(11)
  const tables = result.rows
  return Array.from({ length: sessions }, () => {
    const table = tables[Math.floor(random() * tables.length)]!
    const columns = table.parameters.filter((p) => p.values.length && !/manufacturer|brand/i.test(p.name))
    const chosen = columns.filter(() => random() < 0.35).slice(0, 3)
    const values = (chosen.length ? chosen : columns.slice(0, 1)).map((p) => ({
      name: p.name,
      value: p.values[Math.floor(random() * p.values.length)]!,
    }))
    const steps = values.map((_, n) => ({
      omniclass: table.name,
      parameters: values.slice(0, n + 1),
      expanded: false,
    }))
    return [
      { omniclass: table.name, parameters: [], expanded: false },
      ...steps,
      { omniclass: table.name, parameters: values, expanded: true },
    ]
  })
}
