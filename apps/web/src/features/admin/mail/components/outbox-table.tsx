import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { formatDateTime } from '../../lib/format'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { outboxMessageQuery, type OutboxItem } from '../api/outbox'
import { inviteLinkOf } from '../lib/invite-link'

const statusVariant = {
  pending: 'warning',
  sending: 'secondary',
  sent: 'success',
  failed: 'outline',
} as const

type Props = { messages: OutboxItem[]; retrying: number | null; onRetry: (id: number) => void }

/** The text is fetched when asked for; an invitation's at once, since its link is what the administrator needs. */
function MessageCell({ message }: { message: OutboxItem }) {
  const [open, setOpen] = useState(false)
  const detail = useQuery({ ...outboxMessageQuery(message.id), enabled: open || message.kind === 'invite' })
  const link = detail.data ? inviteLinkOf(detail.data) : null
  return (
    <div className="grid max-w-xl gap-1">
      <span className="font-medium">{message.subject}</span>
      <span className="text-muted-foreground text-xs">
        {message.kind} to {message.to}
        {message.reply_to && `, reply to ${message.reply_to}`}
        {message.attachments.length > 0 && `, ${message.attachments.length} attachment(s)`}
      </span>
      {link && (
        <span className="text-xs break-all">
          Invitation link:{' '}
          <a href={link} className="text-primary underline" data-testid="invite-link">
            {link}
          </a>
        </span>
      )}
      <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="text-primary cursor-pointer">Read the message</summary>
        <pre className="bg-muted mt-1 max-h-64 overflow-auto rounded p-2 whitespace-pre-wrap">
          {detail.data?.body ?? (detail.isError ? 'The message could not be loaded.' : 'Loading…')}
        </pre>
      </details>
      {message.last_error && (
        <span className="text-destructive text-xs">Last error: {message.last_error}</span>
      )}
    </div>
  )
}

/** The outbox: each message, its state and attempts; a failed one can be sent again. */
export function OutboxTable({ messages, retrying, onRetry }: Props) {
  const columns: Column<OutboxItem>[] = [
    { id: 'message', header: 'Message', cell: (m) => <MessageCell message={m} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <Badge variant={statusVariant[m.status as keyof typeof statusVariant] ?? 'secondary'}>
          {m.status}
        </Badge>
      ),
    },
    { id: 'attempts', header: 'Attempts', cell: (m) => m.attempts, className: 'text-right tabular-nums' },
    {
      id: 'when',
      header: 'Queued / sent',
      className: 'whitespace-nowrap text-xs',
      cell: (m) => (
        <>
          {formatDateTime(m.created_at)}
          {m.sent_at && <span className="text-muted-foreground block">sent {formatDateTime(m.sent_at)}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (m) =>
        m.status === 'failed' && (
          <Button
            size="sm"
            variant="outline"
            disabled={retrying === m.id}
            aria-label={`Retry the message to ${m.to}`}
            onClick={() => onRetry(m.id)}
          >
            Retry
          </Button>
        ),
    },
  ]
  return (
    <DataTable
      caption="Mail outbox"
      columns={columns}
      rows={messages}
      rowKey={(m) => m.id}
      rowTestId="outbox-row"
      empty="No messages."
    />
  )
}
