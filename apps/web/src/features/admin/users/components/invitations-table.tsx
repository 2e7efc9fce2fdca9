import { useState } from 'react'
import type { InvitedUser } from '@scout/shared/schemas/auth'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { formatDate, formatDateTime } from '../../lib/format'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { inviteUser, revokeInvite } from '../api/users'
import { inviteStatusOf, latestInvites, type InviteStatus } from '../invite-status'

const statusBadges: Record<
  InviteStatus,
  { text: string; variant: 'default' | 'success' | 'secondary' | 'warning' }
> = {
  open: { text: 'Open', variant: 'default' },
  accepted: { text: 'Accepted', variant: 'success' },
  revoked: { text: 'Revoked', variant: 'secondary' },
  expired: { text: 'Expired', variant: 'warning' },
}

/** Every address invited, with its dates; open or lapsed invitations can be sent again, open ones revoked. */
export function InvitationsTable({ invites, onChanged }: { invites: InvitedUser[]; onChanged: () => void }) {
  const [busy, setBusy] = useState<number | null>(null)
  const rows = latestInvites(invites)

  async function act(invite: InvitedUser, action: 'resend' | 'revoke') {
    setBusy(invite.id)
    try {
      if (action === 'resend') await inviteUser(invite.email, invite.role)
      else await revokeInvite(invite.id)
      notifySuccess(action === 'resend' ? 'Invitation sent again' : 'Invitation revoked', invite.email)
      onChanged()
    } catch (error) {
      notifyFailure(`Could not ${action} the invitation for ${invite.email}`, error)
    } finally {
      setBusy(null)
    }
  }

  if (rows.length === 0) return <p className="text-muted-foreground text-sm">No invitations yet.</p>
  const columns: Column<InvitedUser>[] = [
    { id: 'email', header: 'E-mail', cellClassName: 'font-medium', cell: (invite) => invite.email },
    { id: 'role', header: 'Role', cell: (invite) => invite.role },
    {
      id: 'invited',
      header: 'Invited',
      cell: (invite) => (
        <time dateTime={invite.invited_at} title={formatDateTime(invite.invited_at)}>
          {formatDate(invite.invited_at)}
        </time>
      ),
    },
    { id: 'status', header: 'Status', cell: (invite) => <InviteStatusCell invite={invite} /> },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cellClassName: 'space-x-1 whitespace-nowrap',
      cell: (invite) => {
        const status = inviteStatusOf(invite)
        return (
          <>
            {status !== 'accepted' && (
              <Button
                size="sm"
                variant="outline"
                disabled={busy === invite.id}
                onClick={() => void act(invite, 'resend')}
                aria-label={`Resend to ${invite.email}`}
              >
                Resend
              </Button>
            )}
            {status === 'open' && (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={busy === invite.id}
                onClick={() => void act(invite, 'revoke')}
                aria-label={`Revoke ${invite.email}`}
              >
                Revoke
              </Button>
            )}
          </>
        )
      },
    },
  ]
  return (
    <DataTable
      caption="Invitations"
      columns={columns}
      rows={rows}
      rowKey={(invite) => invite.id}
      rowTestId="invite-row"
    />
  )
}

function InviteStatusCell({ invite }: { invite: InvitedUser }) {
  const status = inviteStatusOf(invite)
  const badge = statusBadges[status]
  return (
    <>
      <Badge variant={badge.variant}>{badge.text}</Badge>
      <span className="text-muted-foreground ml-2 text-xs">
        {status === 'accepted' && invite.accepted_at && `on ${formatDate(invite.accepted_at)}`}
        {status === 'revoked' && invite.revoked_at && `on ${formatDate(invite.revoked_at)}`}
        {(status === 'open' || status === 'expired') &&
          `${status === 'open' ? 'until' : 'on'} ${formatDate(invite.expires_at)}`}
      </span>
    </>
  )
}
