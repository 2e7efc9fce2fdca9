import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { SimilarMakerSchema, type SimilarMaker } from '@scout/shared/schemas/manufacturer'
import { adminWrite, apiGet } from '@/lib/api-client'

/**
 * Makers of similar products (decision 017): the manufacturers of the tables this one learned from, most
 * similar first; empty once the table has a manufacturer of its own.
 */
export function listSimilarMakers(omniclass: string, signal?: AbortSignal): Promise<SimilarMaker[]> {
  return apiGet('/api/omniclass/manufacturers/similar', z.array(SimilarMakerSchema), {
    query: { omniclass },
    signal,
  })
}

export const similarMakersQuery = (omniclass: string) =>
  queryOptions({
    queryKey: ['omniclass', omniclass, 'similar-makers'],
    queryFn: ({ signal }) => listSimilarMakers(omniclass, signal),
  })

/** An administrator's one click: the maker of similar products becomes a manufacturer of the table. */
export function associateMaker(omniclass: string, manufacturerTitle: string) {
  return adminWrite('/admin/omniclass/manufacturers/associate', {
    method: 'POST',
    body: { omniclass, manufacturer_title: manufacturerTitle },
  })
}
