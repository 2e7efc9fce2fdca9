import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import {
  outboxPageSize,
  outboxQuery,
  outboxStatuses,
  retryMessage,
  type OutboxStatus,
} from '@/features/admin/mail/api/outbox'
import { OutboxTable } from '@/features/admin/mail/components/outbox-table'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

function readFilter(params: URLSearchParams) {
  const status = outboxStatuses.find((s) => s === params.get('status'))
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0)
  return { status, page }
}

export const loader = adminLoader(({ request }) => {
  void queryClient.prefetchQuery(outboxQuery(readFilter(new URL(request.url).searchParams)))
  return null
})

/** The mail outbox: without SMTP_URL this is where messages, and invitation links, are read. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const filter = readFilter(params)
  const query = useQuery(outboxQuery(filter))
  const client = useQueryClient()
  const retry = useMutation({
    mutationFn: retryMessage,
    onSuccess: () => {
      notifySuccess('Queued again', 'The message goes out on the next delivery round.')
      void client.invalidateQueries({ queryKey: ['admin', 'outbox'] })
      void client.invalidateQueries({ queryKey: ['admin', 'metrics'] })
    },
    onError: (error) => notifyFailure('Could not retry the message', error),
  })
  const go = (next: { status?: OutboxStatus; page: number }) =>
    setParams(
      {
        ...(next.status ? { status: next.status } : {}),
        ...(next.page > 0 ? { page: String(next.page) } : {}),
      },
      { replace: true },
    )
  const total = query.data?.total ?? 0
  const first = filter.page * outboxPageSize
  return (
    <AdminPage
      wide
      title="Mail outbox"
      description="Every message Scout sends: invitations and requests for information. Without SMTP_URL they wait here, and invitation links can be copied from this page."
    >
      <div className="flex flex-wrap items-center gap-2">
        <Select
          value={filter.status ?? 'all'}
          onValueChange={(value) =>
            go({ status: value === 'all' ? undefined : (value as OutboxStatus), page: 0 })
          }
        >
          <SelectTrigger className="w-44" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">Every status</SelectItem>
            {outboxStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {status}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Refresh
        </Button>
      </div>
      {query.data ? (
        <OutboxTable
          messages={query.data.items}
          retrying={retry.isPending ? (retry.variables ?? null) : null}
          onRetry={(id) => retry.mutate(id)}
        />
      ) : query.isError ? (
        <p className="text-muted-foreground">The outbox could not be loaded.</p>
      ) : (
        <ListSkeleton />
      )}
      {total > 0 && (
        <nav aria-label="Outbox pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {first + 1}–{Math.min(first + outboxPageSize, total)} of {total}
          </span>
          <span className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={filter.page === 0}
              onClick={() => go({ ...filter, page: filter.page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={first + outboxPageSize >= total}
              onClick={() => go({ ...filter, page: filter.page + 1 })}
            >
              Next
            </Button>
          </span>
        </nav>
      )}
    </AdminPage>
  )
}
