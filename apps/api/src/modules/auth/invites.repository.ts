import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { ErrorCode } from '@scout/shared/errors'
import type { Role } from '@scout/shared/schemas/auth'
import type { Executor } from '../../db/client'
import { invites, users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { forgetInviteToken } from '../users/invite-mail'
import { createToken, hashToken } from './password'

export const inviteValidityMs = 7 * 24 * 60 * 60 * 1000

export async function createInvite(
  db: Executor,
  input: { email: string; role: Role; originUrl?: string; invitedBy: number | null },
) {
  const { token, hash } = createToken()
  const [invite] = await db
    .insert(invites)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: hash,
      originUrl: input.originUrl,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + inviteValidityMs),
    })
    .returning()
  return { invite: invite!, token }
}

export async function listInvites(db: Executor) {
  return db.select().from(invites).orderBy(desc(invites.invitedAt), desc(invites.id))
}

/** One use only: the invite is marked accepted in the same statement that checks it is still open. */
export async function redeemInvite(db: Executor, token: string) {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(invites.tokenHash, hashToken(token)),
          isNull(invites.acceptedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, new Date()),
        ),
      )
      .returning()
    if (!invite) {
      throw new AppError(
        410,
        ErrorCode.inviteInvalid,
        'This invitation link has expired or has already been used',
      )
    }
    await forgetInviteToken(tx, token)
    const [existing] = await tx.select().from(users).where(eq(users.email, invite.email))
    const [user] = existing
      ? [existing]
      : await tx.insert(users).values({ email: invite.email, role: invite.role }).returning()
    return { id: user!.id, email: user!.email, name: user!.name, role: user!.role }
  })
}
