import { useLoaderData, useRevalidator } from 'react-router'
import type { InvitedUser } from '@scout/shared/schemas/auth'
import { AdminPage } from '@/features/admin/components/admin-page'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { notifyFailure } from '@/features/admin/lib/notify'
import { listAccounts, listInvited, type Account } from '@/features/admin/users/api/users'
import { AccountsTable } from '@/features/admin/users/components/accounts-table'
import { InvitationsTable } from '@/features/admin/users/components/invitations-table'
import { InviteForm } from '@/features/admin/users/components/invite-form'
import { adminLoader, loadOrFail } from './require-admin'

type LoaderData = { invites: InvitedUser[]; accounts: Promise<Settled<Account[]>> }

/** Spec §2: the invite page's loader fetches the invite data. */
export const loader = adminLoader(async (): Promise<LoaderData> => ({
  invites: await loadOrFail(listInvited()),
  accounts: settle(listAccounts()),
}))

export function Component() {
  const { invites, accounts: pending } = useLoaderData() as LoaderData
  const revalidator = useRevalidator()
  const [accounts, setAccounts] = useSettled(pending, (error) => {
    notifyFailure('Could not load the accounts', error)
    return []
  })
  const refresh = () => void revalidator.revalidate()

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
          onChanged={(id, role) =>
            setAccounts((list) => list?.map((a) => (a.id === id ? { ...a, role } : a)) ?? null)
          }
        />
      </section>
    </AdminPage>
  )
}
