import { Outlet, useLoaderData } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { PageShell } from '@/components/layouts/page-shell'

/** Every signed-in page: header, main column, footer. */
export function AppLayout() {
  const user = useLoaderData() as User
  return (
    <PageShell user={user}>
      <Outlet />
    </PageShell>
  )
}
