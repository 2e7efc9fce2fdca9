import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { GenerationEvent } from '@scout/shared/schemas/generation'
import { users } from './auth'

export const rfiRequests = pgTable(
  'rfi_requests',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    omniclassName: text().notNull(),
    parameters: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
    manufacturerTitles: jsonb().$type<string[]>().notNull(),
    documentCategories: jsonb().$type<string[]>().notNull().default([]),
    emailContent: text().notNull(),
    userEmail: text().notNull(),
    userName: text().notNull(),
    attachments: jsonb().$type<{ filename: string; bytes: number }[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rfi_user_idx').on(t.userId, t.createdAt)],
)

export type OutboxAttachment = { filename: string; content: string }

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    body: text().notNull(),
    /** base64 attachments; kept with the message so a retry sends exactly what was queued */
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    rfiRequestId: integer().references(() => rfiRequests.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    userEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityKey: text(),
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_at_idx').on(t.at), index('audit_entity_idx').on(t.entity, t.at)],
)

/**
 * Generation jobs (docs/decisions/015-generation-runtime.md): the job's events live here, so any API process
 * can follow, stream or cancel it. The process running it (`owner`) renews `lease_until`; a running job whose
 * lease expired is failed by whoever reads it. One running job per account and normalised text.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    text: text().notNull(),
    state: text({ enum: ['running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    events: jsonb().$type<GenerationEvent[]>().notNull().default([]),
    /** whether it made a table: opening an existing one does not count towards the hourly limit */
    createdTable: boolean(),
    owner: text().notNull(),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('generation_jobs_running_key')
      .on(t.userId, t.key)
      .where(sql`${t.state} = 'running'`),
    index('generation_jobs_user_created_idx').on(t.userId, t.createdAt),
  ],
)
