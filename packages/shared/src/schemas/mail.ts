import { z } from 'zod'

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const

/** `GET /admin/mail/outbox`: one page, newest first. */
export const OutboxQuerySchema = z.strictObject({
  status: z.enum(outboxStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
})
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>

const AttachmentInfoSchema = z.object({ filename: z.string(), bytes: z.number().int() })

/** A message as the listing shows it: never its text or its attachments' bytes, so a page stays small. */
export const OutboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  attachments: z.array(AttachmentInfoSchema),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type OutboxItem = z.infer<typeof OutboxItemSchema>

export const OutboxPageSchema = z.object({ items: z.array(OutboxItemSchema), total: z.number().int() })
export type OutboxPage = z.infer<typeof OutboxPageSchema>

/** `GET /admin/mail/outbox/:id`: one message with its text. */
export const OutboxMessageSchema = OutboxItemSchema.extend({ body: z.string() })
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>
