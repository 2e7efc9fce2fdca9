import type { AuditLogPage } from '@scout/shared/schemas/admin'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ListSkeleton } from '../../components/list-skeleton'
import { formatCount, formatDateTime } from '../../lib/format'
import { describeSummary } from '../lib/log-filter'

/** One page of the audit log, newest first, with Previous and Next. */
export function LogTable({ page, onPage }: { page: AuditLogPage | null; onPage: (page: number) => void }) {
  if (page === null) return <ListSkeleton />
  if (page.count === 0)
    return <p className="text-muted-foreground py-6 text-center">No entries match these filters.</p>
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit log</caption>
          <thead className="bg-muted">
            <tr>
              <th className="px-3 py-2">When</th>
              <th className="px-3 py-2">Who</th>
              <th className="px-3 py-2">Action</th>
              <th className="px-3 py-2">Entity</th>
              <th className="px-3 py-2">Key</th>
              <th className="px-3 py-2">Summary</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((entry) => (
              <tr key={entry.id} className="border-t align-top" data-testid="log-row">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td className="px-3 py-2">{entry.user_email ?? 'system'}</td>
                <td className="px-3 py-2">
                  <Badge variant={entry.action === 'delete' ? 'warning' : 'secondary'}>{entry.action}</Badge>
                </td>
                <td className="px-3 py-2">{entry.entity}</td>
                <td className="max-w-56 px-3 py-2 font-medium break-words">{entry.key ?? '—'}</td>
                <td className="text-muted-foreground max-w-md px-3 py-2 text-xs break-words">
                  {describeSummary(entry.summary)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
