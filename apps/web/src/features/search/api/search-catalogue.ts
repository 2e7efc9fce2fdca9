import { SearchResponseSchema, type SearchHit } from '@scout/shared/schemas/search'
import { apiGet } from '@/lib/api-client'

export type { SearchHit }
export const searchLimit = 20

export async function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const response = await apiGet('/api/search', SearchResponseSchema, {
    query: { q, limit: searchLimit },
    signal,
  })
  return response.hits
}
