import { useSearchParams } from 'react-router'
import type { AuditLogPage } from '@scout/shared/schemas/admin'
import { AdminPage } from '@/features/admin/components/admin-page'
import { auditLogQuery } from '@/features/admin/log/api/get-audit-log'
import { LogFilters } from '@/features/admin/log/components/log-filters'
import { LogTable } from '@/features/admin/log/components/log-table'
import { readLogFilter, writeLogFilter } from '@/features/admin/log/lib/log-filter'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(({ request }) => {
  void queryClient.prefetchQuery(auditLogQuery(readLogFilter(new URL(request.url).searchParams)))
  return null
})

const emptyPage: AuditLogPage = { data: [], count: 0, page: 1, per_page: 50, total_pages: 0 }

export function Component() {
  const [params, setParams] = useSearchParams()
  const filter = readLogFilter(params)
  const [page] = useQueryValue(auditLogQuery(filter), emptyPage)
  return (
    <AdminPage
      wide
      title="DB Log"
      description="Every change made in the admin area: when, who, what and to which record."
    >
      <LogFilters filter={filter} onApply={(next) => setParams(writeLogFilter(next))} />
      <LogTable page={page} onPage={(n) => setParams(writeLogFilter({ ...filter, page: n }))} />
    </AdminPage>
  )
}
