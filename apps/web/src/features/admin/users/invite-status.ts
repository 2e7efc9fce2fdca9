import type { InvitedUser } from '@scout/shared/schemas/auth'

export type InviteStatus = 'open' | 'accepted' | 'revoked' | 'expired'

/** Where an invitation stands at `now`: accepted and revoked are final, an open one lapses when it expires. */
export function inviteStatusOf(invite: InvitedUser, now = Date.now()): InviteStatus {
  if (invite.accepted_at) return 'accepted'
  if (invite.revoked_at) return 'revoked'
  return new Date(invite.expires_at).getTime() <= now ? 'expired' : 'open'
}

/** The newest invitation per address; older ones were replaced when the address was invited again. */
export function latestInvites(invites: InvitedUser[]): InvitedUser[] {
  const newest = new Map<string, InvitedUser>()
  for (const invite of invites) {
    const known = newest.get(invite.email)
    if (
      !known ||
      invite.invited_at > known.invited_at ||
      (invite.invited_at === known.invited_at && invite.id > known.id)
    )
      newest.set(invite.email, invite)
  }
  return [...newest.values()].sort((a, b) => b.invited_at.localeCompare(a.invited_at))
}
