import { queryOptions } from '@tanstack/react-query'
import {
  AcceptSuggestedResultSchema,
  EnrichmentRunSchema,
  LatestEnrichmentSchema,
} from '@scout/shared/schemas/enrichment'
import { apiGet, apiSend } from '@/lib/api-client'

/** How often the page asks for the running enrichment's progress. */
export const enrichmentPollMs = 1_000

export const latestEnrichmentQuery = () =>
  queryOptions({
    queryKey: ['admin', 'enrichment', 'latest'],
    queryFn: ({ signal }) => apiGet('/admin/enrichment/runs/latest', LatestEnrichmentSchema, { signal }),
    // polled while a run is running, then left alone
    refetchInterval: (query) => (query.state.data?.run?.state === 'running' ? enrichmentPollMs : false),
    meta: { failureTitle: 'Could not load the enrichment' },
  })

/** `branch`: an OmniClass number such as 23-17, or null for every table without parameters. */
export function startEnrichment(branch: string | null) {
  return apiSend('/admin/enrichment/runs', EnrichmentRunSchema, { method: 'POST', body: { branch } })
}

export function cancelEnrichment(id: number) {
  return apiSend(`/admin/enrichment/runs/${id}/cancel`, EnrichmentRunSchema, { method: 'POST' })
}

export function resumeEnrichment(id: number) {
  return apiSend(`/admin/enrichment/runs/${id}/resume`, EnrichmentRunSchema, { method: 'POST' })
}

/** Accepts the tables' suggested parameters as they are (the unreviewed list). */
export function acceptSuggested(names: string[]) {
  return apiSend('/admin/omniclass/accept_suggested', AcceptSuggestedResultSchema, {
    method: 'POST',
    body: { names },
  })
}
