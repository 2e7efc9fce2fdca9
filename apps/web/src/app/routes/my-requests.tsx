import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { orRouteError } from '@/lib/route-errors'
import { listMyRequests } from '@/features/rfi/api/list-my-requests'
import { MyRequestsList } from '@/features/rfi/components/my-requests-list'
import { ErrorScreen } from '../error-screen'

const pageSize = 20

export async function loader({ request }: LoaderFunctionArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  return orRouteError(listMyRequests(page, pageSize, request.signal))
}

/** The requests for information this professional has sent (decisions.md §3). */
export function Component() {
  const { items, total, page } = useLoaderData<typeof loader>()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <section className="mx-auto grid max-w-4xl gap-4">
      <title>My requests · Scout</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">My requests</h1>
        <p className="text-muted-foreground text-sm">{total === 1 ? '1 request' : `${total} requests`}</p>
      </div>
      <MyRequestsList requests={items} />
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonVariants({ variant: 'outline' })}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground text-sm">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className={buttonVariants({ variant: 'outline' })}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  )
}

export const ErrorBoundary = ErrorScreen
