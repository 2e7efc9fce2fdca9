import { z } from 'zod'
import { apiGet } from '@/lib/api-client'

/** One autocomplete row: an omniclass table or a product name, with the makers that offer it. */
export const SearchHitSchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['omniclass', 'product']),
  manufacturer_titles: z.array(z.string()),
  /** for a product: the table it belongs to, which its page opens */
  omniclass_name: z.string().nullable().optional(),
})
export type SearchHit = z.infer<typeof SearchHitSchema>

const SearchResponseSchema = z.union([z.array(SearchHitSchema), z.object({ hits: z.array(SearchHitSchema) }).transform((r) => r.hits)])

export const searchLimit = 20

export function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchHit[]> {
  return apiGet('/api/search', SearchResponseSchema, { query: { q, limit: searchLimit }, signal })
}
