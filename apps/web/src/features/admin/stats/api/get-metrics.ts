import { queryOptions } from '@tanstack/react-query'
import { MetricsSchema } from '@scout/shared/schemas/admin'
import { apiGet } from '@/lib/api-client'

export function getMetrics(signal?: AbortSignal) {
  return apiGet('/admin/metrics', MetricsSchema, { signal })
}

export const metricsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'metrics'],
    queryFn: ({ signal }) => getMetrics(signal),
    meta: { failureTitle: 'Could not load the database stats' },
  })
