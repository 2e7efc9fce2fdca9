import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text(),
    passwordHash: text(),
    role: text({ enum: ['admin', 'professional'] })
      .notNull()
      .default('professional'),
    disabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
)

export const sessions = pgTable(
  'sessions',
  {
    // the SHA-256 of the cookie's token: a stolen database row cannot be replayed as a cookie
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
    /** set when an invitation signs the session in: it may choose a password once without the current one */
    passwordGrantUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const invites = pgTable(
  'invites',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    role: text({ enum: ['admin', 'professional'] })
      .notNull()
      .default('professional'),
    tokenHash: text().notNull(),
    originUrl: text(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('invites_token_key').on(t.tokenHash), index('invites_email_idx').on(t.email)],
)

/** Failed sign-ins per key (`email:…` or `ip:…`), shared by every API process. */
export const authFailures = pgTable('auth_failures', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  firstFailureAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
  lockedUntil: timestamp({ withTimezone: true }),
})
