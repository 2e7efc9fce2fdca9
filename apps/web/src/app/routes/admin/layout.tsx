import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router'
import { ErrorScreen } from '@/app/error-screen'
import { AdminNav } from '@/features/admin/components/admin-nav'
import { NotAllowed } from '@/features/admin/components/not-allowed'

/** The admin shell: navigation bar, then the page in a centred column. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <AdminNav />
      <Outlet />
    </div>
  )
}

/** A professional (or a session that lost its role) sees why, and none of the admin area. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />
  return <ErrorScreen />
}
