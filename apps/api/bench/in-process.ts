import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseOptions } from '../src/db/client'
import { catalogueWatcher } from '../src/modules/search/catalogue-watcher'
import { SearchService } from '../src/modules/search/search-service'
import { clientFilter, type FilterTable } from './client-filter'
import { percentile, timeEach } from './measure'
import {
  judgedQueries,
  productKeystrokes,
  refinementWorkload,
  searchWorkload,
  type RefinementCase,
} from './workload'

export type InProcessResult = {
  counts: { tables: number; manufacturers: number; variants: number; productNames: number }
  buildMs: number
  search: { p50: number; p99: number; relevance: number }
  /** product names typed letter by letter */
  typing: { p50: number; p99: number }
  filter: { p50: number; p99: number; relevance: number }
  queries: string[]
  keystrokes: string[]
  /** refinement sessions: each opens a table, chooses values one by one, then expands */
  refinements: RefinementCase[][]
}

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]!.n)

function topThreeShare(answer: (q: string) => string[]): number {
  return judgedQueries.filter(({ q, expect }) => answer(q).includes(expect)).length / judgedQueries.length
}

/** Search as the API process runs it (freshness check included), without HTTP, beside the spec's filter. */
export async function measureInProcess(options: DatabaseOptions, passes: number): Promise<InProcessResult> {
  const database = await openDatabase(options)
  try {
    const db = database.db
    const counts = {
      tables: await count(db, sql`select count(*) as n from omniclasses`),
      manufacturers: await count(db, sql`select count(*) as n from manufacturers`),
      variants: await count(db, sql`select count(*) as n from variants`),
      productNames: await count(
        db,
        sql`select count(distinct lower(n)) as n from variants, jsonb_array_elements_text(product_names) as n`,
      ),
    }
    const service = new SearchService(db, catalogueWatcher({ db, databaseKind: options.kind }))
    const started = performance.now()
    await service.search('doors', 20)
    const buildMs = performance.now() - started

    const names = (
      (await db.execute(
        sql`select n from variants, jsonb_array_elements_text(product_names) as n order by variants.id limit 5000`,
      )) as unknown as { rows: { n: string }[] }
    ).rows.map((row) => row.n)
    const queries = searchWorkload(names)
    await timeEach(queries, (q) => service.search(q, 20))
    const samples: number[] = []
    for (let pass = 0; pass < passes; pass++)
      samples.push(...(await timeEach(queries, (q) => service.search(q, 20))))

    const keystrokes = productKeystrokes(names)
    await timeEach(keystrokes, (q) => service.search(q, 20))
    const typingSamples: number[] = []
    for (let pass = 0; pass < passes; pass++)
      typingSamples.push(...(await timeEach(keystrokes, (q) => service.search(q, 20))))

    const hits = new Map<string, string[]>()
    for (const { q } of judgedQueries)
      hits.set(
        q,
        (await service.search(q, 3)).map((hit) => hit.name),
      )
    const tables = (
      (await db.execute(sql`select number, name from omniclasses order by number, name`)) as unknown as {
        rows: FilterTable[]
      }
    ).rows
    const filterSamples: number[] = []
    for (let pass = 0; pass < passes; pass++)
      filterSamples.push(...(await timeEach(queries, (q) => clientFilter(tables, q, 20))))

    return {
      counts,
      buildMs,
      search: {
        p50: percentile(samples, 0.5),
        p99: percentile(samples, 0.99),
        relevance: topThreeShare((q) => hits.get(q) ?? []),
      },
      typing: { p50: percentile(typingSamples, 0.5), p99: percentile(typingSamples, 0.99) },
      filter: {
        p50: percentile(filterSamples, 0.5),
        p99: percentile(filterSamples, 0.99),
        relevance: topThreeShare((q) => clientFilter(tables, q, 3).map((table) => table.name)),
      },
      queries,
      keystrokes,
      refinements: await refinementWorkload(db, 85),
    }
  } finally {
    await database.close()
  }
}
