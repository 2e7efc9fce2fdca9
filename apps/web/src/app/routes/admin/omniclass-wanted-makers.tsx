import { AdminPage } from '@/features/admin/components/admin-page'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { wantedMakersQuery } from '@/features/admin/omniclass/api/list-wanted-makers'
import { WantedMakersTable } from '@/features/admin/omniclass/components/wanted-makers-table'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(wantedMakersQuery())
  return null
})

/** Decision 018: what professionals asked Scout to find makers of, most asked first. */
export function Component() {
  const [rows] = useQueryValue(wantedMakersQuery(), [])
  return (
    <AdminPage
      title="Wanted makers"
      description="Tables professionals asked Scout to find manufacturers of. Each asker is e-mailed once the table has a manufacturer."
      wide
    >
      {rows === null ? <ListSkeleton /> : <WantedMakersTable rows={rows} />}
    </AdminPage>
  )
}
