import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { ErrorCode } from '@scout/shared/errors'
import {
  AcceptInviteRequestSchema,
  LoginRequestSchema,
  SessionResponseSchema,
  SignupRequestSchema,
} from '@scout/shared/schemas/auth'
import { users } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { sessionCookie, setSessionCookie } from '../../plugins/access'
import type { AppContext } from '../../app-context'
import { createLoginThrottle } from './login-throttle'
import { hashPassword, verifyPassword } from './password'
import { assertStrongPassword } from './password-strength'
import { createSessionsRepository } from './sessions.repository'
import { redeemInvite } from './invites.repository'

const OkSchema = z.object({ message: z.literal('success') })
// long enough to fill in the form the invitation opens; the grant is spent by the first password set
const passwordGrantMs = 60 * 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const sessionsRepo = createSessionsRepository(ctx.db, ctx.config.sessionIdleMs)
  const throttle = createLoginThrottle(ctx.db, ctx.throttlePolicy)
  const cookieOptions = { secure: ctx.config.isProduction, maxAgeMs: ctx.config.sessionIdleMs }

  app.post(
    '/login',
    {
      config: { errors: [401, 429], access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sign in with e-mail and password; sets the session cookie',
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      // counted before the password is checked, so simultaneous guesses cannot all pass one count
      const verdict = await throttle.attempt(email, request.ip)
      if (verdict.refusedForMs > 0) {
        const minutes = Math.max(1, Math.ceil(verdict.refusedForMs / 60_000))
        throw new AppError(
          429,
          ErrorCode.tooManyAttempts,
          `Too many failed sign-ins. Try again in ${minutes} minutes.`,
        )
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs)
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
      const isValid = await verifyPassword(password, user?.passwordHash ?? null)
      if (!user || !isValid || user.disabled) {
        throw new AppError(401, ErrorCode.invalidCredentials, 'Invalid login credentials')
      }
      await throttle.succeeded(email, request.ip)
      const token = await sessionsRepo.startSession(user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      })
      setSessionCookie(reply, token, cookieOptions)
      return { user: { id: user.id, email: user.email, name: user.name, role: user.role } }
    },
  )

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign out: ends the session and clears the cookie',
        tags: ['auth'],
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie]
      if (token) await sessionsRepo.endSession(token)
      reply.clearCookie(sessionCookie, { path: '/' })
      return { message: 'success' as const }
    },
  )

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user, or null',
        tags: ['auth'],
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  )

  /** The invite link's token signs the invitee in once; the page then asks for name and password. */
  app.post(
    '/invite/accept',
    {
      config: { errors: [410], access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: "Redeem an invitation link's token; signs the invitee in",
        tags: ['auth'],
        body: AcceptInviteRequestSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await redeemInvite(ctx.db, request.body.token)
      // the spent link leaves this session one chance to choose a password without knowing the current one
      const token = await sessionsRepo.startSession(user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        passwordGrantMs: passwordGrantMs,
      })
      setSessionCookie(reply, token, cookieOptions)
      return { user }
    },
  )

  /** Changing a password without the invitation's grant needs the current one, throttled like sign-in. */
  async function checkCurrentPassword(
    me: { id: number; email: string },
    current: string | undefined,
    ip: string,
  ) {
    if (!current) {
      throw new AppError(403, ErrorCode.forbidden, 'Enter your current password to change it')
    }
    const verdict = await throttle.attempt(me.email, ip)
    if (verdict.refusedForMs > 0) {
      const minutes = Math.max(1, Math.ceil(verdict.refusedForMs / 60_000))
      throw new AppError(
        429,
        ErrorCode.tooManyAttempts,
        `Too many failed attempts. Try again in ${minutes} minutes.`,
      )
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs)
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id))
    if (!(await verifyPassword(current, row?.hash ?? null))) {
      throw new AppError(403, ErrorCode.forbidden, 'The current password is not right')
    }
    await throttle.succeeded(me.email, ip)
  }

  app.post(
    '/invite/signup',
    {
      config: { access: 'session' },
      schema: {
        summary: "Set the invitee's name and password",
        tags: ['auth'],
        body: SignupRequestSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => {
      const { name, password, current_password: currentPassword } = request.body
      const me = request.user!
      assertStrongPassword(password, [me.email, me.email.split('@')[0]!, name])
      const granted = await sessionsRepo.consumePasswordGrant(request.cookies[sessionCookie]!)
      if (!granted) await checkCurrentPassword(me, currentPassword, request.ip)
      const [user] = await ctx.db
        .update(users)
        .set({ name, passwordHash: await hashPassword(password) })
        .where(eq(users.id, me.id))
        .returning({ id: users.id, email: users.email, name: users.name, role: users.role })
      return { user: user! }
    },
  )
}
