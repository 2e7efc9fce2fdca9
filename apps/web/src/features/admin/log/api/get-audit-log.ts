import { queryOptions } from '@tanstack/react-query'
import { AuditLogPageSchema } from '@scout/shared/schemas/admin'
import { apiGet } from '@/lib/api-client'

export type AuditLogFilter = {
  page?: number
  entity?: string
  user?: string
  from?: string
  to?: string
  action?: string
}

export function getAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  )
  return apiGet('/admin/log', AuditLogPageSchema, { query, signal })
}

export const auditLogQuery = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: ['admin', 'log', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    meta: { failureTitle: 'Could not load the log' },
  })
