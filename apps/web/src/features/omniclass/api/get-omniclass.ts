import { OmniclassSchema, type Omniclass } from '@scout/shared/schemas/omniclass'
import { apiGet } from '@/lib/api-client'

/** The table, or with a manufacturer title that manufacturer's variant of it (decisions.md §3). */
export function getOmniclass(
  identifier: string,
  manufacturerTitle?: string,
  signal?: AbortSignal,
): Promise<Omniclass> {
  return apiGet('/api/omniclass/get', OmniclassSchema, {
    query: { identifier, manufacturer_title: manufacturerTitle },
    signal,
  })
}
