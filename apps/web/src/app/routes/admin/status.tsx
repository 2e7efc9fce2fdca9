import { RefreshCw } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { AdminPage } from '@/features/admin/components/admin-page'
import { metricsQuery } from '@/features/admin/stats/api/get-metrics'
import { MetricsView } from '@/features/admin/stats/components/metrics-view'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(metricsQuery())
  return null
})

export function Component() {
  const query = useQuery(metricsQuery())
  const metrics = query.data ?? (query.isError ? false : null)
  return (
    <AdminPage
      wide
      title="Database Stats"
      description="What the database holds, and how it has grown."
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
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
