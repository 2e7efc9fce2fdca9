import { queryOptions } from '@tanstack/react-query'
import { OutboxMessageSchema, OutboxPageSchema } from '@scout/shared/schemas/mail'
import { adminWrite, apiGet } from '@/lib/api-client'

export { outboxStatuses } from '@scout/shared/schemas/mail'
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed'

export type { OutboxItem } from '@scout/shared/schemas/mail'

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

/** One message with its text (the listing carries none, so a page stays small). */
export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', 'message', id],
    queryFn: ({ signal }) => apiGet(`/admin/mail/outbox/${id}`, OutboxMessageSchema, { signal }),
    meta: { failureTitle: 'Could not load the message' },
  })

/** Puts a failed or waiting message back in the queue for the next delivery round. */
export function retryMessage(id: number) {
  return adminWrite(`/admin/mail/outbox/${id}/retry`, { method: 'POST', body: {} })
}
