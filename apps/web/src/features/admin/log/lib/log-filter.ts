import type { AuditLogFilter } from '../api/get-audit-log'

const fields = ['entity', 'user', 'from', 'to', 'action'] as const

/** The DB Log's filters live in the address, so a filtered view can be shared and survives a reload. */
export function readLogFilter(params: URLSearchParams): AuditLogFilter {
  const filter: AuditLogFilter = {}
  for (const field of fields) {
    const value = params.get(field)?.trim()
    if (value) filter[field] = value
  }
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1) filter.page = page
  return filter
}

export function writeLogFilter(filter: AuditLogFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const field of fields) if (filter[field]) params.set(field, filter[field]!)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  return params
}

/** A summary object as short "key: value" parts for one table cell. */
export function describeSummary(summary: Record<string, unknown>): string {
  return Object.entries(summary)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ')
}
