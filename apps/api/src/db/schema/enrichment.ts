import { sql } from 'drizzle-orm'
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A bulk enrichment run (issue 27, decision 016): suggested parameters for every catalogue table without them,
 * or for one branch. Tables are taken in id order after `lastId`, so a resumed or taken-over run goes on where
 * the last committed batch stopped. At most one runs at a time (the partial unique index).
 */
export const enrichmentRuns = pgTable(
  'enrichment_runs',
  {
    id: serial().primaryKey(),
    state: text({ enum: ['running', 'done', 'cancelled', 'failed'] })
      .notNull()
      .default('running'),
    /** an OmniClass number such as `23-17`: that table and the ones under it; null for every table */
    branch: text(),
    total: integer().notNull(),
    /** tables looked at so far, and of those the ones given suggested parameters */
    done: integer().notNull().default(0),
    suggested: integer().notNull().default(0),
    lastId: integer().notNull().default(0),
    /** the process running it, until `leaseUntil`; null while no one has claimed it */
    owner: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdByEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrichment_runs_one_running')
      .on(t.state)
      .where(sql`${t.state} = 'running'`),
  ],
)
