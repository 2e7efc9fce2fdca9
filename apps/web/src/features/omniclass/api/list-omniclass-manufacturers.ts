import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { ManufacturerSchema, type Manufacturer } from '@scout/shared/schemas/manufacturer'
import { apiGet } from '@/lib/api-client'

/** Every manufacturer of the table; `expanded` adds the parent table's (decisions.md §3). */
export function listOmniclassManufacturers(
  omniclass: string,
  expanded: boolean,
  signal?: AbortSignal,
): Promise<Manufacturer[]> {
  return apiGet('/api/omniclass/manufacturers/all', z.array(ManufacturerSchema), {
    query: { omniclass, expanded },
    signal,
  })
}

export const omniclassManufacturersQuery = (omniclass: string, expanded: boolean) =>
  queryOptions({
    queryKey: ['omniclass', omniclass, 'manufacturers', expanded],
    queryFn: ({ signal }) => listOmniclassManufacturers(omniclass, expanded, signal),
  })
