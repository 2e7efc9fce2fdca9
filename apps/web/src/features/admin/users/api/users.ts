import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { InvitedUserSchema, UserSchema, type Role } from '@scout/shared/schemas/auth'
import { adminWrite, apiGet } from '@/lib/api-client'

export const AccountSchema = UserSchema.extend({ disabled: z.boolean(), created_at: z.string() })
export type Account = z.infer<typeof AccountSchema>

export function listInvited(signal?: AbortSignal) {
  return apiGet('/admin/users/invited', z.array(InvitedUserSchema), { signal })
}

/** Inviting an address again replaces its open invitation with a fresh link: that is how a resend works. */
export function inviteUser(email: string, role: Role) {
  return adminWrite('/admin/users/invite', {
    method: 'POST',
    body: { email, role, origin_url: window.location.origin },
  })
}

export function revokeInvite(id: number) {
  return adminWrite(`/admin/users/invite/${id}`, { method: 'DELETE' })
}

export function listAccounts(signal?: AbortSignal) {
  return apiGet('/admin/users/all', z.array(AccountSchema), { signal })
}

export function changeRole(id: number, role: Role) {
  return adminWrite('/admin/users/role', { method: 'PUT', body: { id, role } })
}

export const invitesQuery = () =>
  queryOptions({ queryKey: ['admin', 'invites'], queryFn: ({ signal }) => listInvited(signal) })

export const accountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'accounts'],
    queryFn: ({ signal }) => listAccounts(signal),
    meta: { failureTitle: 'Could not load the accounts' },
  })
