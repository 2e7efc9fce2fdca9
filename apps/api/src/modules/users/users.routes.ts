import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import { InvitedUserSchema, InviteRequestSchema, RoleSchema, UserSchema } from '@scout/shared/schemas/auth'
import type { AppContext } from '../../app-context'
import { invites, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/app-error'
import { appendAudit } from '../audit/audit.repository'
import { createInvite, listInvites } from '../auth/invites.repository'
import { enqueueMail } from '../mail/outbox.repository'
import { findInviteLink, inviteLinkFor, inviteMail, withdrawInviteMail } from './invite-mail'

export async function usersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/invite',
    {
      config: { errors: [409] },
      schema: {
        summary: 'Invite a person by e-mail',
        tags: ['users'],
        body: InviteRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { email, origin_url: originUrl, role = 'professional' } = request.body
      const [member] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.disabled, false)))
      if (member) throw conflict(`${email} already has an account`)
      // the link points at the page that sent the invite, when that page is one of ours
      const origin =
        originUrl && ctx.config.allowedOrigins.includes(new URL(originUrl).origin)
          ? new URL(originUrl).origin
          : ctx.config.webOrigin
      await ctx.db.transaction(async (tx) => {
        // a new invitation replaces any open one for the same address
        await tx
          .update(invites)
          .set({ revokedAt: new Date() })
          .where(and(eq(invites.email, email), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
        await withdrawInviteMail(tx, email)
        const { invite, token } = await createInvite(tx, {
          email,
          role,
          originUrl: origin,
          invitedBy: request.user!.id,
        })
        await enqueueMail(tx, inviteMail(email, origin, token))
        await appendAudit(tx, request.user, {
          action: 'invite',
          entity: 'user',
          key: email,
          summary: { role, inviteId: invite.id },
        })
        if (!ctx.config.mail.smtpUrl)
          request.log.info(
            { email, link: inviteLinkFor(origin, token) },
            'invitation link (no SMTP_URL: not mailed)',
          )
      })
      return { message: 'success' as const }
    },
  )

  app.get(
    '/invited',
    {
      schema: { summary: 'Open invitations', tags: ['users'], response: { 200: z.array(InvitedUserSchema) } },
    },
    async () => {
      const rows = await listInvites(ctx.db)
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        invited_at: row.invitedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        accepted_at: row.acceptedAt?.toISOString() ?? null,
        revoked_at: row.revokedAt?.toISOString() ?? null,
      }))
    },
  )

  app.delete(
    '/invite/:id',
    {
      schema: {
        summary: 'Revoke an invitation',
        tags: ['users'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(invites)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(invites.id, request.params.id), isNull(invites.acceptedAt), isNull(invites.revokedAt)),
          )
          .returning()
        if (!revoked) throw notFound('Open invitation')
        await withdrawInviteMail(tx, revoked.email)
        await appendAudit(tx, request.user, { action: 'revoke', entity: 'invite', key: revoked.email })
      })
      return { message: 'success' as const }
    },
  )

  /** The link of an open invitation whose mail has not gone out, for the administrator to pass on by hand. */
  app.get(
    '/invites/:id/link',
    {
      schema: {
        summary: "Read an open invitation's sign-up link (for delivery by hand without SMTP)",
        tags: ['users'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ link: z.string() }) },
      },
    },
    async (request) => {
      const link = await findInviteLink(ctx.db, request.params.id, ctx.config.webOrigin)
      if (!link) throw notFound('Unsent open invitation')
      return { link }
    },
  )

  app.get(
    '/all',
    {
      schema: {
        summary: 'Every user and their role',
        tags: ['users'],
        response: { 200: z.array(UserSchema.extend({ disabled: z.boolean(), created_at: z.string() })) },
      },
    },
    async () => {
      const rows = await ctx.db.select().from(users).orderBy(users.email)
      return rows.map((u) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        disabled: u.disabled,
        created_at: u.createdAt.toISOString(),
      }))
    },
  )

  app.put(
    '/role',
    {
      config: { errors: [404] },
      schema: {
        summary: "Change a user's role",
        tags: ['users'],
        body: z.strictObject({ id: z.number().int().positive(), role: RoleSchema }),
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { id, role } = request.body
      if (id === request.user!.id && role !== 'admin')
        throw badRequest('You cannot remove your own admin role')
      const [updated] = await ctx.db.update(users).set({ role }).where(eq(users.id, id)).returning()
      if (!updated) throw notFound('User')
      await appendAudit(ctx.db, request.user, {
        action: 'update',
        entity: 'user',
        key: updated.email,
        summary: { role },
      })
      return { message: 'success' as const }
    },
  )
}
