import { RfiSentPageSchema } from '@scout/shared/schemas/rfi'
import { apiGet } from '@/lib/api-client'

export function listMyRequests(page: number, pageSize = 20, signal?: AbortSignal) {
  return apiGet('/api/requests/mine', RfiSentPageSchema, { query: { page, page_size: pageSize }, signal })
}
