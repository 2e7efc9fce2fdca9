import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { omniclasses } from './catalogue'

/**
 * "Ask Scout to find makers" (issue 27, decision 018). Open while `fulfilledAt` is null; the sweep sets it, in
 * one statement, when the table has gained a manufacturer, and queues the asker's e-mail in the same transaction.
 * At most one open request per table and user (the partial unique index).
 */
export const makerRequests = pgTable(
  'maker_requests',
  {
    id: serial().primaryKey(),
    omniclassId: integer()
      .notNull()
      .references(() => omniclasses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('maker_requests_one_open')
      .on(t.omniclassId, t.userId)
      .where(sql`${t.fulfilledAt} IS NULL`),
    index('maker_requests_open_by_omniclass')
      .on(t.omniclassId)
      .where(sql`${t.fulfilledAt} IS NULL`),
    index('maker_requests_open_by_user')
      .on(t.userId)
      .where(sql`${t.fulfilledAt} IS NULL`),
  ],
)
