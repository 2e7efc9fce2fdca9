import { and, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { authFailures } from '../../db/schema'

/**
 * Sign-in attempts, counted in the database so that every API process sees the same counts, with one atomic
 * UPSERT … RETURNING per key *before* the password is checked: concurrent guesses each get their own count.
 *
 * The keys are the (account, address) pair and the address alone. Failures from one address slow and then
 * stop guessing at that account from that address only, so an attacker elsewhere cannot lock the real user
 * out; an address guessing at many accounts meets its own, higher cap.
 */
export const throttlePolicy = {
  windowMs: 15 * 60_000,
  /** failures of a pair answered at once; each one after waits `stepMs` longer (at most `maxDelayMs`) */
  slowAfter: 3,
  stepMs: 250,
  maxDelayMs: 3000,
  /** failures of a pair within the window before that pair is refused until the window ends */
  lockAfter: 10,
  // one office behind one address is many people: an address is refused only much later than a pair
  addressLockAfter: 100,
}

export type ThrottleVerdict = { refusedForMs: number; delayMs: number }

export function createLoginThrottle(db: Executor, policy = throttlePolicy) {
  const window = sql`${`${policy.windowMs} milliseconds`}::interval`
  const expired = sql`${authFailures.firstFailureAt} <= now() - ${window}`

  async function count(key: string) {
    const [row] = await db
      .insert(authFailures)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${authFailures.failures} + 1 end`,
          firstFailureAt: sql`case when ${expired} then now() else ${authFailures.firstFailureAt} end`,
        },
      })
      .returning({
        failures: authFailures.failures,
        endsInMs: sql<number>`greatest(0, extract(epoch from (${authFailures.firstFailureAt} + ${window} - now())) * 1000)::float8`,
      })
    return { failures: row!.failures, endsInMs: Number(row!.endsInMs) }
  }

  const keysOf = (email: string, ip: string) => ({ pair: `pair:${email}|${ip}`, address: `ip:${ip}` })

  /** Counts this attempt as a failure until it succeeds; says whether to refuse it or how long to wait. */
  async function attempt(email: string, ip: string): Promise<ThrottleVerdict> {
    const keys = keysOf(email, ip)
    const pair = await count(keys.pair)
    const address = await count(keys.address)
    const refusedForMs = Math.max(
      pair.failures > policy.lockAfter ? pair.endsInMs : 0,
      address.failures > policy.addressLockAfter ? address.endsInMs : 0,
    )
    const over = pair.failures - 1 - policy.slowAfter
    const delayMs = over > 0 ? Math.min(policy.maxDelayMs, over * policy.stepMs) : 0
    return { refusedForMs, delayMs }
  }

  /** A right password: the pair starts afresh and the attempt no longer counts against the address. */
  async function succeeded(email: string, ip: string) {
    const keys = keysOf(email, ip)
    await db.delete(authFailures).where(eq(authFailures.key, keys.pair))
    await db
      .update(authFailures)
      .set({ failures: sql`${authFailures.failures} - 1` })
      .where(and(eq(authFailures.key, keys.address), gt(authFailures.failures, 0)))
  }

  return { attempt, succeeded }
}
