import type { EnrichmentRun } from '@scout/shared/schemas/enrichment'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'

const stateLabels = {
  running: 'Running',
  done: 'Finished',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const

type Props = {
  run: EnrichmentRun
  busy: boolean
  onCancel: () => void
  onResume: () => void
}

/** The latest run: what it covers, its progress bar, and Cancel or Resume. */
export function EnrichmentProgress({ run, busy, onCancel, onResume }: Props) {
  const percent = run.total ? Math.round((run.done / run.total) * 100) : 100
  const scope = run.branch ? `Tables under ${run.branch}` : 'Every table without parameters'
  return (
    <section
      className="space-y-3 rounded-md border p-4"
      aria-label="Latest enrichment"
      data-testid="enrichment-run"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-medium">{scope}</h2>
          <p className="text-muted-foreground text-sm">
            Started {new Date(run.created_at).toLocaleString()}
            {run.created_by ? ` by ${run.created_by}` : ''}
          </p>
        </div>
        <Badge
          variant={run.state === 'failed' ? 'warning' : run.state === 'running' ? 'secondary' : 'outline'}
        >
          {stateLabels[run.state]}
        </Badge>
      </div>
      <Progress value={percent} aria-label="Enrichment progress" />
      <p className="text-sm" aria-live="polite" data-testid="enrichment-counts">
        {run.done} of {run.total} tables looked at ({percent}%), {run.suggested} given suggested parameters
      </p>
      <div className="flex gap-2">
        {run.state === 'running' && (
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        )}
        {(run.state === 'cancelled' || run.state === 'failed') && (
          <Button disabled={busy} onClick={onResume}>
            Resume
          </Button>
        )}
      </div>
    </section>
  )
}
