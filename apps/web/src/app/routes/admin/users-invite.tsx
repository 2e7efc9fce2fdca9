import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { AdminPage } from '@/features/admin/components/admin-page'
import { accountsQuery, invitesQuery } from '@/features/admin/users/api/users'
import { AccountsTable } from '@/features/admin/users/components/accounts-table'
import { InvitationsTable } from '@/features/admin/users/components/invitations-table'
import { InviteForm } from '@/features/admin/users/components/invite-form'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader, loadOrFail } from './require-admin'

/** Spec §2: the invite page's loader fetches the invite data (the accounts follow without holding it up). */
export const loader = adminLoader(async () => {
  void queryClient.prefetchQuery(accountsQuery())
  await loadOrFail(queryClient.ensureQueryData(invitesQuery()))
  return null
})

export function Component() {
  const { data: invites } = useSuspenseQuery(invitesQuery())
  const [accounts, setAccounts] = useQueryValue(accountsQuery(), [])
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: invitesQuery().queryKey })

  return (
    <AdminPage
      title="Invite users"
      description="Invite guest users by e-mail, see their invitations, and manage roles."
    >
      <InviteForm onInvited={refresh} />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Invitations</h2>
        <InvitationsTable invites={invites} onChanged={refresh} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">Accounts</h2>
        <AccountsTable
          accounts={accounts}
          onChanged={(id, role) => setAccounts((list) => list.map((a) => (a.id === id ? { ...a, role } : a)))}
        />
      </section>
    </AdminPage>
  )
}
