import type { AuditLogPage } from '@scout/shared/schemas/admin'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { ListSkeleton } from '../../components/list-skeleton'
import { formatCount, formatDateTime } from '../../lib/format'
import { describeSummary } from '../lib/log-filter'

type Entry = AuditLogPage['data'][number]

const columns: Column<Entry>[] = [
  {
    id: 'when',
    header: 'When',
    cellClassName: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  { id: 'who', header: 'Who', cell: (entry) => entry.user_email ?? 'system' },
  {
    id: 'action',
    header: 'Action',
    cell: (entry) => (
      <Badge variant={entry.action === 'delete' ? 'warning' : 'secondary'}>{entry.action}</Badge>
    ),
  },
  { id: 'entity', header: 'Entity', cell: (entry) => entry.entity },
  {
    id: 'key',
    header: 'Key',
    cellClassName: 'max-w-56 font-medium break-words',
    cell: (entry) => entry.key ?? '—',
  },
  {
    id: 'summary',
    header: 'Summary',
    cellClassName: 'text-muted-foreground max-w-md text-xs break-words',
    cell: (entry) => describeSummary(entry.summary),
  },
]

/** One page of the audit log, newest first, with Previous and Next. */
export function LogTable({ page, onPage }: { page: AuditLogPage | null; onPage: (page: number) => void }) {
  if (page === null) return <ListSkeleton />
  if (page.count === 0)
    return <p className="text-muted-foreground py-6 text-center">No entries match these filters.</p>
  return (
    <div className="space-y-3">
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={page.data}
        rowKey={(entry) => entry.id}
        rowTestId="log-row"
      />
      <nav aria-label="Log pages" className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          Page {page.page} of {Math.max(page.total_pages, 1)} · {formatCount(page.count)} entries
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page.page >= page.total_pages}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  )
}
