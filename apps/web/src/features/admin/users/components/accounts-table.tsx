import { useState } from 'react'
import type { Role } from '@scout/shared/schemas/auth'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate } from '../../lib/format'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { changeRole, type Account } from '../api/users'

/** Everyone with an account and their role; an administrator cannot take the role from themselves (the server refuses). */
export function AccountsTable({
  accounts,
  onChanged,
}: {
  accounts: Account[] | null
  onChanged: (id: number, role: Role) => void
}) {
  const [busy, setBusy] = useState<number | null>(null)

  async function setRole(account: Account, role: Role) {
    setBusy(account.id)
    try {
      await changeRole(account.id, role)
      onChanged(account.id, role)
      notifySuccess(
        'Role changed',
        `${account.email} is now ${role === 'admin' ? 'an administrator' : 'a professional'}.`,
      )
    } catch (error) {
      notifyFailure(`Could not change the role of ${account.email}`, error)
    } finally {
      setBusy(null)
    }
  }

  if (accounts === null) return <Skeleton className="h-40 w-full" />
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="bg-muted">
          <tr>
            <th className="px-3 py-2">E-mail</th>
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">Since</th>
            <th className="px-3 py-2">Role</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} className="border-t" data-testid="account-row">
              <td className="px-3 py-2 font-medium">
                {account.email}
                {account.disabled && <span className="text-muted-foreground ml-2 text-xs">(disabled)</span>}
              </td>
              <td className="px-3 py-2">{account.name ?? '—'}</td>
              <td className="px-3 py-2">{formatDate(account.created_at)}</td>
              <td className="w-44 px-3 py-1.5">
                <Select
                  value={account.role}
                  disabled={busy === account.id}
                  onValueChange={(value) => void setRole(account, value as Role)}
                >
                  <SelectTrigger aria-label={`Role of ${account.email}`} className="h-8">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="professional">Professional</SelectItem>
                    <SelectItem value="admin">Administrator</SelectItem>
                  </SelectContent>
                </Select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
