import { z } from 'zod'
import {
  SessionResponseSchema,
  type LoginRequestSchema,
  type SignupRequestSchema,
  type User,
} from '@scout/shared/schemas/auth'
import { apiGet, apiSend } from '@/lib/api-client'

const OkSchema = z.object({ message: z.string() })

// one in-flight session read serves every loader of a navigation
let pending: Promise<User | null> | null = null
let known: User | null | undefined

export function getSession(options: { fresh?: boolean } = {}): Promise<User | null> {
  if (known !== undefined && !options.fresh) return Promise.resolve(known)
  pending ??= apiGet('/api/auth/session', SessionResponseSchema)
    .then((session) => (known = session.user))
    .finally(() => (pending = null))
  return pending
}

export async function signIn(input: z.input<typeof LoginRequestSchema>) {
  const session = await apiSend('/api/auth/login', SessionResponseSchema, { method: 'POST', body: input })
  known = session.user
  return session.user
}

export async function signOut() {
  await apiSend('/api/auth/logout', OkSchema, { method: 'POST', body: {} }).catch(() => undefined)
  known = null
}

export async function acceptInvite(token: string) {
  const session = await apiSend('/api/auth/invite/accept', SessionResponseSchema, {
    method: 'POST',
    body: { token },
  })
  known = session.user
  return session.user
}

export async function completeSignup(input: z.input<typeof SignupRequestSchema>) {
  const session = await apiSend('/api/auth/invite/signup', SessionResponseSchema, {
    method: 'POST',
    body: input,
  })
  known = session.user
  return session.user
}
