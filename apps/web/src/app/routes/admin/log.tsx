import { useLoaderData, useSearchParams } from 'react-router'
import type { AuditLogPage } from '@scout/shared/schemas/admin'
import { AdminPage } from '@/features/admin/components/admin-page'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { notifyFailure } from '@/features/admin/lib/notify'
import { getAuditLog } from '@/features/admin/log/api/get-audit-log'
import { LogFilters } from '@/features/admin/log/components/log-filters'
import { LogTable } from '@/features/admin/log/components/log-table'
import { readLogFilter, writeLogFilter } from '@/features/admin/log/lib/log-filter'
import { adminLoader } from './require-admin'

export const loader = adminLoader(({ request }) => ({
  page: settle(getAuditLog(readLogFilter(new URL(request.url).searchParams))),
}))

const emptyPage: AuditLogPage = { data: [], count: 0, page: 1, per_page: 50, total_pages: 0 }

export function Component() {
  const { page: pending } = useLoaderData() as { page: Promise<Settled<AuditLogPage>> }
  const [params, setParams] = useSearchParams()
  const filter = readLogFilter(params)
  const [page] = useSettled(pending, (error) => {
    notifyFailure('Could not load the log', error)
    return emptyPage
  })
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
