import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminWrite, apiGet } from '@/lib/api-client'

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

export const OutboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ filename: z.string(), bytes: z.number() })),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>

// the paged answer { items, total }; an API still answering a bare list is read as that one page
const OutboxPageSchema = z.union([
  z.object({ items: z.array(OutboxMessageSchema), total: z.number() }),
  z.array(OutboxMessageSchema).transform((items) => ({ items, total: items.length })),
])
export type OutboxPage = z.infer<typeof OutboxPageSchema>

export const outboxPageSize = 20

export function listOutbox(filter: { status?: OutboxStatus; page: number }, signal?: AbortSignal) {
  const offset = filter.page * outboxPageSize
  return apiGet('/admin/mail/outbox', OutboxPageSchema, {
    query: { status: filter.status, limit: outboxPageSize, offset: offset > 0 ? offset : undefined },
    signal,
  })
}

export const outboxQuery = (filter: { status?: OutboxStatus; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'outbox', filter],
    queryFn: ({ signal }) => listOutbox(filter, signal),
    meta: { failureTitle: 'Could not load the outbox' },
  })

/** Puts a failed or waiting message back in the queue for the next delivery round. */
export function retryMessage(id: number) {
  return adminWrite(`/admin/mail/outbox/${id}/retry`, { method: 'POST', body: {} })
}
