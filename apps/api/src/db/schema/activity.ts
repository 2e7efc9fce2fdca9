import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    /** the Message-ID's local part: random, so ids never repeat across installations, and kept across retries */
    messageUuid: uuid().notNull().defaultRandom(),
    /** the worker sending the message; its lease ends at nextAttemptAt, which it renews while the exchange lasts */
    leaseOwner: text(),
    /** an invitation's token, rendered into the body at send time and dropped once delivered or no longer valid */
    secret: text(),
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
