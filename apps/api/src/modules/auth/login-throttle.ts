import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { authFailures } from '../../db/schema'

/**
 * Failed sign-ins, counted per account and per address in the database so that every API process
 * sees the same counts. After `slowAfter` failures each answer is delayed; after `lockAfter` the key
 * is refused for `lockMs`.
 */
export const throttlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  lockAfter: 10,
  // one office behind one address is many people: an address is refused only much later than an account
  addressLockAfter: 50,
  lockMs: 15 * 60_000,
  stepMs: 250,
}

export type ThrottleState = { lockedForMs: number; delayMs: number }

export function createLoginThrottle(db: Executor, policy = throttlePolicy) {
  async function readState(keys: string[]): Promise<ThrottleState> {
    let lockedForMs = 0
    let failures = 0
    for (const key of keys) {
      const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key))
      if (!row || Date.now() - row.firstFailureAt.getTime() > policy.windowMs) {
        if (!row?.lockedUntil || row.lockedUntil.getTime() < Date.now()) continue
      }
      if (row.lockedUntil) lockedForMs = Math.max(lockedForMs, row.lockedUntil.getTime() - Date.now())
      failures = Math.max(failures, row.failures)
    }
    const delayMs =
      failures >= policy.slowAfter ? Math.min(2000, (failures - policy.slowAfter + 1) * policy.stepMs) : 0
    return { lockedForMs: Math.max(0, lockedForMs), delayMs }
  }

  async function recordFailure(keys: string[]) {
    for (const key of keys) {
      const windowStart = new Date(Date.now() - policy.windowMs)
      await db
        .insert(authFailures)
        .values({ key, failures: 1, firstFailureAt: new Date() })
        .onConflictDoUpdate({
          target: authFailures.key,
          set: {
            failures: sql`case when ${authFailures.firstFailureAt} < ${windowStart} then 1 else ${authFailures.failures} + 1 end`,
            firstFailureAt: sql`case when ${authFailures.firstFailureAt} < ${windowStart} then now() else ${authFailures.firstFailureAt} end`,
          },
        })
      await db
        .update(authFailures)
        .set({ lockedUntil: new Date(Date.now() + policy.lockMs) })
        .where(
          sql`${authFailures.key} = ${key} and ${authFailures.failures} >= ${key.startsWith('ip:') ? policy.addressLockAfter : policy.lockAfter}`,
        )
    }
  }

  async function clear(key: string) {
    await db.delete(authFailures).where(eq(authFailures.key, key))
  }

  return { readState, recordFailure, clear }
}
