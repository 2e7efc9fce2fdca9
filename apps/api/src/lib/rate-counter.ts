import { lt, sql } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { rateCounters } from '../db/schema'

/**
 * One atomic step of a fixed-window counter kept in the database, so every API process counts the same
 * requests: a single UPSERT … RETURNING, never a read then a write.
 */
export async function hitRateCounter(db: Executor, key: string, windowMs: number) {
  const window = sql`${`${windowMs} milliseconds`}::interval`
  const expired = sql`${rateCounters.windowStartedAt} <= now() - ${window}`
  const [row] = await db
    .insert(rateCounters)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateCounters.hits,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${rateCounters.windowStartedAt} + ${window} - now())) * 1000)::float8`,
    })
  // now and then, forget windows long over (one request in a thousand pays for it)
  if (Math.random() < 0.001) {
    await db.delete(rateCounters).where(lt(rateCounters.windowStartedAt, new Date(Date.now() - 86_400_000)))
  }
  return { hits: row!.hits, resetInMs: Math.ceil(Number(row!.resetInMs)) }
}
