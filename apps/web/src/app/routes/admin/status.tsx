import { RefreshCw } from 'lucide-react'
import { useLoaderData, useRevalidator } from 'react-router'
import type { Metrics } from '@scout/shared/schemas/admin'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { AdminPage } from '@/features/admin/components/admin-page'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { notifyFailure } from '@/features/admin/lib/notify'
import { getMetrics } from '@/features/admin/stats/api/get-metrics'
import { MetricsView } from '@/features/admin/stats/components/metrics-view'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => ({ metrics: settle(getMetrics()) }))

export function Component() {
  const { metrics: pending } = useLoaderData() as { metrics: Promise<Settled<Metrics | false>> }
  const revalidator = useRevalidator()
  const [metrics] = useSettled(pending, (error) => {
    notifyFailure('Could not load the database stats', error)
    return false as const
  })
  return (
    <AdminPage
      wide
      title="Database Stats"
      description="What the database holds, and how it has grown."
      actions={
        <Button
          variant="outline"
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      {metrics === null ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="stats-skeleton">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : metrics === false ? (
        <p className="text-muted-foreground">The stats could not be loaded.</p>
      ) : (
        <MetricsView metrics={metrics} />
      )}
    </AdminPage>
  )
}
