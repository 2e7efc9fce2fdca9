import { useState } from 'react'
import type { Role } from '@scout/shared/schemas/auth'
import { DataTable, type Column } from '@/components/ui/data-table'
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
  const columns: Column<Account>[] = [
    {
      id: 'email',
      header: 'E-mail',
      cellClassName: 'font-medium',
      cell: (account) => (
        <>
          {account.email}
          {account.disabled && <span className="text-muted-foreground ml-2 text-xs">(disabled)</span>}
        </>
      ),
    },
    { id: 'name', header: 'Name', cell: (account) => account.name ?? '—' },
    { id: 'since', header: 'Since', cell: (account) => formatDate(account.created_at) },
    {
      id: 'role',
      header: 'Role',
      cellClassName: 'w-44 py-1.5',
      cell: (account) => (
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
      ),
    },
  ]
  return (
    <DataTable
      caption="Accounts"
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      rowTestId="account-row"
    />
  )
}
