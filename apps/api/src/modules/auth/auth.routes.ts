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
import { createSessionsRepository } from './sessions.repository'
import { redeemInvite } from './invites.repository'

const OkSchema = z.object({ message: z.literal('success') })
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
      const keys = [`email:${email}`, `ip:${request.ip}`]
      const state = await throttle.readState(keys)
      if (state.lockedForMs > 0) {
        const minutes = Math.ceil(state.lockedForMs / 60_000)
        throw new AppError(
          429,
          ErrorCode.tooManyAttempts,
          `Too many failed sign-ins. Try again in ${minutes} minutes.`,
        )
      }
      if (state.delayMs > 0) await sleep(state.delayMs)
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email))
      const isValid = await verifyPassword(password, user?.passwordHash ?? null)
      if (!user || !isValid || user.disabled) {
        await throttle.recordFailure(keys)
        throw new AppError(401, ErrorCode.invalidCredentials, 'Invalid login credentials')
      }
      await throttle.clear(`email:${email}`)
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
      const token = await sessionsRepo.startSession(user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      })
      setSessionCookie(reply, token, cookieOptions)
      return { user }
    },
  )

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
      const { name, password } = request.body
      const [user] = await ctx.db
        .update(users)
        .set({ name, passwordHash: await hashPassword(password) })
        .where(eq(users.id, request.user!.id))
        .returning({ id: users.id, email: users.email, name: users.name, role: users.role })
      return { user: user! }
    },
  )
}
