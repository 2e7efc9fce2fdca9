import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { invites, mailOutbox } from '../../db/schema'
import { hashToken } from '../auth/password'
import { secretPlaceholder } from '../mail/mail-body'

export const inviteLinkFor = (origin: string, token: string) => `${origin}/invite/signup?token=${token}`

/** The body names the token `{{secret}}`: the token itself is kept apart and dropped once delivered. */
export function inviteMail(email: string, origin: string, token: string) {
  return {
    kind: 'invite',
    to: email,
    subject: 'You are invited to Scout',
    secret: token,
    body: [
      'Hello,',
      '',
      'You have been invited to Scout, the building-product search for architects, engineers and contractors.',
      'Open this link within 7 days to set your name and password (it works once):',
      '',
      inviteLinkFor(origin, secretPlaceholder),
      '',
      'If you did not expect this invitation, you can ignore this message.',
    ].join('\n'),
  }
}

/** A replaced or revoked invitation's unsent mail is withdrawn and its token forgotten. */
export async function withdrawInviteMail(db: Executor, email: string) {
  await db
    .update(mailOutbox)
    .set({ secret: null })
    .where(and(eq(mailOutbox.kind, 'invite'), eq(mailOutbox.toAddress, email), isNotNull(mailOutbox.secret)))
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: 'The invitation was revoked or replaced' })
    // one being sent right now is left to its worker, which records the delivery
    .where(
      and(eq(mailOutbox.kind, 'invite'), eq(mailOutbox.toAddress, email), eq(mailOutbox.status, 'pending')),
    )
}

/** A redeemed token has no more use: nothing keeps it. */
export async function forgetInviteToken(db: Executor, token: string) {
  await db.update(mailOutbox).set({ secret: null }).where(eq(mailOutbox.secret, token))
}

/** An open invitation's link while its mail is unsent (no SMTP server, or still retrying); null otherwise. */
export async function findInviteLink(db: Executor, inviteId: number, fallbackOrigin: string) {
  const [invite] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
  if (!invite || invite.expiresAt.getTime() <= Date.now()) return null
  const rows = await db
    .select({ secret: mailOutbox.secret })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'invite'),
        eq(mailOutbox.toAddress, invite.email),
        isNotNull(mailOutbox.secret),
      ),
    )
  const token = rows.map((r) => r.secret!).find((secret) => hashToken(secret) === invite.tokenHash)
  return token ? inviteLinkFor(invite.originUrl ?? fallbackOrigin, token) : null
}
