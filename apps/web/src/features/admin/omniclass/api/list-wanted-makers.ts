import { queryOptions } from '@tanstack/react-query'
import { WantedMakersSchema, type WantedMakers } from '@scout/shared/schemas/maker-request'
import { apiGet } from '@/lib/api-client'

/** Open requests for makers (decision 018), grouped by table, most asked first, then oldest first. */
export function listWantedMakers(signal?: AbortSignal): Promise<WantedMakers> {
  return apiGet('/admin/omniclass/maker_requests', WantedMakersSchema, { signal })
}

export const wantedMakersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'omniclasses', 'wanted-makers'],
    queryFn: ({ signal }) => listWantedMakers(signal),
    meta: {
      failureTitle: 'Could not load the wanted makers',
      logText: 'Could not load the wanted makers',
    },
  })
