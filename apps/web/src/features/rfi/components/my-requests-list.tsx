import { Paperclip } from 'lucide-react'
import { Link } from 'react-router'
import type { RfiSent } from '@scout/shared/schemas/rfi'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { formatBytes } from '../lib/attachments'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const statusText = { pending: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const

function RequestCard({ request }: { request: RfiSent }) {
  return (
    <article
      className="bg-background grid gap-3 rounded-lg border p-4"
      aria-labelledby={`request-${request.id}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`request-${request.id}`} className="font-semibold">
          <Link
            to={paths.omniclass(request.omniclass)}
            className="text-primary underline-offset-4 hover:underline"
          >
            {request.omniclass}
          </Link>
        </h2>
        <time dateTime={request.created_at} className="text-muted-foreground text-sm">
          {dateFormat.format(new Date(request.created_at))}
        </time>
      </header>
      {request.parameters.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected values">
          {request.parameters.map((parameter) => (
            <li key={parameter.name}>
              <Badge variant="warning">
                {parameter.name}: {parameter.value}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <ul className="grid gap-1 text-sm" aria-label="Sent to">
        {request.manufacturer_titles.map((title, index) => {
          const delivery = request.deliveries[index]
          return (
            <li key={title} className="flex flex-wrap items-center gap-2">
              <Link
                to={paths.manufacturer(title)}
                className="text-primary underline-offset-4 hover:underline"
              >
                {title}
              </Link>
              {delivery && (
                <Badge variant={delivery.status === 'failed' ? 'default' : 'secondary'}>
                  {statusText[delivery.status]}
                </Badge>
              )}
            </li>
          )
        })}
      </ul>
      {request.document_categories.length > 0 && (
        <p className="text-sm">Documents: {request.document_categories.join(', ')}</p>
      )}
      {request.attachments.length > 0 && (
        <p className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          <Paperclip className="size-3.5" aria-hidden="true" />
          {request.attachments.map((file) => `${file.filename} (${formatBytes(file.bytes)})`).join(', ')}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">E-mail text</summary>
        <p className="bg-muted mt-2 rounded-md p-3 whitespace-pre-wrap">{request.email_content}</p>
      </details>
    </article>
  )
}

export function MyRequestsList({ requests }: { requests: RfiSent[] }) {
  if (requests.length === 0) {
    return (
      <p className="text-muted-foreground">
        You have not sent any requests yet.{' '}
        <Link to={paths.home()} className="text-primary underline">
          Search for a product
        </Link>{' '}
        to ask manufacturers for information.
      </p>
    )
  }
  return (
    <div className="grid gap-4">
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </div>
  )
}
