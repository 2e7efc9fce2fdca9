import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { createToken, hashToken } from './password'

export type SessionUser = { id: number; email: string; name: string | null; role: 'admin' | 'professional' }

// a session's expiry is pushed forward at most once a minute, not on every request
const slideEveryMs = 60_000

export function createSessionsRepository(db: Executor, idleMs: number) {
  return {
    /** Signing in signs out the user's other sessions (spec §4) and always issues a new token. */
    async startSession(userId: number, meta: { userAgent?: string; ip?: string; passwordGrantMs?: number }) {
      const { token, hash } = createToken()
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await tx.insert(sessions).values({
          id: hash,
          userId,
          expiresAt: new Date(Date.now() + idleMs),
          userAgent: meta.userAgent?.slice(0, 300),
          ip: meta.ip,
          passwordGrantUntil: meta.passwordGrantMs ? new Date(Date.now() + meta.passwordGrantMs) : null,
        })
      })
      return token
    },

    async findSession(token: string): Promise<{ user: SessionUser; slid: boolean } | null> {
      const id = hashToken(token)
      const [row] = await db
        .select({
          lastSeenAt: sessions.lastSeenAt,
          user: { id: users.id, email: users.email, name: users.name, role: users.role },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)))
      if (!row) return null
      const slid = Date.now() - row.lastSeenAt.getTime() > slideEveryMs
      if (slid) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + idleMs) })
          .where(eq(sessions.id, id))
      }
      return { user: row.user, slid }
    },

    /** Spends the one-time right to set a password that an invitation gave this session; false when none. */
    async consumePasswordGrant(token: string) {
      const spent = await db
        .update(sessions)
        .set({ passwordGrantUntil: null })
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.passwordGrantUntil, new Date())))
        .returning({ id: sessions.id })
      return spent.length > 0
    },

    async endSession(token: string) {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
    },

    async endOtherSessions(userId: number, keepToken: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken))))
    },

    async deleteExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
    },
  }
}
