import { queryOptions } from '@tanstack/react-query'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { RefinementResponseSchema, type RefinementResponse } from '@scout/shared/schemas/search'
import { apiSend } from '@/lib/api-client'

/** Spec §7: the manufacturers with the ones offering every selected value highlighted, plus facet counts. */
export function refineManufacturers(
  request: { omniclass: string; parameters: SelectedValue[]; expanded: boolean },
  signal?: AbortSignal,
): Promise<RefinementResponse> {
  return apiSend('/api/manufacturer/selected_parameters', RefinementResponseSchema, {
    method: 'POST',
    query: { expanded: request.expanded },
    body: { omniclass: request.omniclass, parameters: request.parameters },
    signal,
  })
}

export const refinementQuery = (request: {
  omniclass: string
  parameters: SelectedValue[]
  expanded: boolean
}) =>
  queryOptions({
    queryKey: ['omniclass', request.omniclass, 'refine', request.expanded, request.parameters],
    queryFn: ({ signal }) => refineManufacturers(request, signal),
  })
