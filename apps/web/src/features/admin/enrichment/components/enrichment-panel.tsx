import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { EnrichmentRun } from '@scout/shared/schemas/enrichment'
import { Skeleton } from '@/components/ui/skeleton'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { cancelEnrichment, latestEnrichmentQuery, resumeEnrichment, startEnrichment } from '../api/enrichment'
import { EnrichmentProgress } from './enrichment-progress'
import { EnrichmentStartForm } from './enrichment-start-form'

/**
 * Bulk enrichment (issue 27): start a run, follow its progress (polled each second while it runs), cancel
 * or resume it. The run goes on in the server whether or not this page is open.
 */
export function EnrichmentPanel() {
  const client = useQueryClient()
  const query = useQuery(latestEnrichmentQuery())
  const [busy, setBusy] = useState(false)
  const run = query.data?.run ?? null

  async function act(work: () => Promise<EnrichmentRun>, failure: string, success?: string) {
    setBusy(true)
    try {
      const next = await work()
      client.setQueryData(latestEnrichmentQuery().queryKey, { run: next })
      if (success) notifySuccess(success)
    } catch (error) {
      notifyFailure(failure, error)
    } finally {
      setBusy(false)
      void client.invalidateQueries({ queryKey: ['admin', 'omniclasses'] })
    }
  }

  if (query.isPending) return <Skeleton className="h-40 w-full" />
  return (
    <div className="space-y-6">
      <EnrichmentStartForm
        disabled={busy || run?.state === 'running'}
        onStart={(branch) =>
          act(() => startEnrichment(branch), 'Could not start the enrichment', 'Enrichment started')
        }
      />
      {run && (
        <EnrichmentProgress
          run={run}
          busy={busy}
          onCancel={() =>
            act(() => cancelEnrichment(run.id), 'Could not cancel the enrichment', 'Enrichment cancelled')
          }
          onResume={() =>
            act(() => resumeEnrichment(run.id), 'Could not resume the enrichment', 'Enrichment resumed')
          }
        />
      )}
    </div>
  )
}
