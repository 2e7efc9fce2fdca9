import { Link } from 'react-router'
import { AdminPage } from '@/features/admin/components/admin-page'
import { latestEnrichmentQuery } from '@/features/admin/enrichment/api/enrichment'
import { EnrichmentPanel } from '@/features/admin/enrichment/components/enrichment-panel'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(latestEnrichmentQuery())
  return null
})

export function Component() {
  return (
    <AdminPage
      title="Suggest parameters"
      description={
        <>
          The engine suggests columns and values for catalogue tables that have none, in the background; you
          may leave this page. Suggestions are public but marked, and wait in{' '}
          <Link className="text-primary underline" to={adminPaths.omniclassUnreviewed()}>
            Unreviewed
          </Link>{' '}
          for review.
        </>
      }
    >
      <EnrichmentPanel />
    </AdminPage>
  )
}
