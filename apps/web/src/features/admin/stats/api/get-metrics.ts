import { MetricsSchema } from '@scout/shared/schemas/admin'
import { apiGet } from '@/lib/api-client'

export function getMetrics(signal?: AbortSignal) {
  return apiGet('/admin/metrics', MetricsSchema, { signal })
}
