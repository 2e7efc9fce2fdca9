import { z } from 'zod'
import { toUrlName } from '@scout/shared/domain/names'
import { ManufacturerOverviewSchema, type ManufacturerOverview } from '@scout/shared/schemas/manufacturer'
import { apiGet } from '@/lib/api-client'

export function getOmniclassOverview(
  omniclass: string,
  signal?: AbortSignal,
): Promise<ManufacturerOverview[]> {
  return apiGet(
    `/api/manufacturer/overview/omniclass/${encodeURIComponent(toUrlName(omniclass))}`,
    z.array(ManufacturerOverviewSchema),
    { signal },
  )
}
