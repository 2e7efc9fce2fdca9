import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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

/** PostgreSQL bytea: both drivers hand back a Buffer or Uint8Array */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    body: text().notNull(),
    rfiRequestId: integer().references(() => rfiRequests.id, { onDelete: 'set null' }),
    status: text({ enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** the Message-ID's local part: random, so ids never repeat across installations, and kept across retries */
    messageUuid: uuid().notNull().defaultRandom(),
    /** the worker sending the message; its lease ends at nextAttemptAt, which it renews while the exchange lasts */
    leaseOwner: text(),
    /** an invitation's token, rendered into the body at send time and dropped once delivered or no longer valid */
    secret: text(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_request_idx').on(t.rfiRequestId),
  ],
)

/**
 * An RFI's attachments, once per request whatever the number of recipients; each message of the request
 * loads them when it is sent. Deleted when the last message is sent (a trigger, migration 0003) or after the
 * retention period (mail/attachments.repository.ts).
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial().primaryKey(),
    rfiRequestId: integer()
      .notNull()
      .references(() => rfiRequests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    filename: text().notNull(),
    bytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_attachments_request_idx').on(t.rfiRequestId, t.position),
    index('mail_attachments_created_idx').on(t.createdAt),
  ],
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

/** Fixed-window request counters shared by every API process (the API rate limit, requests for information). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_counters_window_idx').on(t.windowStartedAt)],
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
