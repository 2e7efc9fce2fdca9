import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router'
import { ErrorScreen } from '@/app/error-screen'
import { NotAllowed } from '@/features/admin/components/not-allowed'
import { adminPaths } from '@/features/admin/lib/admin-paths'

export function Component() {
  return <Outlet />
}

/** A page's own failure, shown under the admin navigation: 4xx with the server's reason, else the generic screen. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />
  if (isRouteErrorResponse(error) && error.status < 500) {
    return (
      <section role="alert" className="mx-auto max-w-xl space-y-3 py-12 text-center">
        <h1 className="text-2xl font-semibold">
          {error.status === 404 ? 'Not found' : 'This page cannot be shown'}
        </h1>
        <p className="text-muted-foreground">
          {typeof error.data === 'string' ? error.data : error.statusText}
        </p>
        <Link className="text-primary underline" to={adminPaths.dashboard()}>
          Back to the admin area
        </Link>
      </section>
    )
  }
  return <ErrorScreen />
}
