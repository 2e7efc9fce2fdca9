import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '@scout/shared/errors'
import type { SessionUser } from '../modules/auth/sessions.repository'

export type Access = 'public' | 'session' | 'admin'
export type RouteEntry = { method: string; url: string; access: Access }

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call the route; when absent it follows the prefix: `/admin` → admin, `/api` → session */
    access?: Access
  }
  interface FastifyRequest {
    user: SessionUser | null
  }
  interface FastifyInstance {
    routeTable: RouteEntry[]
  }
}

export const sessionCookie = 'scout_session'
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function accessFor(url: string, declared: Access | undefined): Access {
  if (declared) return declared
  if (url.startsWith('/admin')) return 'admin'
  if (url.startsWith('/api')) return 'session'
  return 'public'
}

export type AccessOptions = {
  allowedOrigins: string[]
  secureCookies: boolean
  idleMs: number
  findSession: (token: string) => Promise<{ user: SessionUser; slid: boolean } | null>
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeMs: number },
) {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: Math.floor(options.maxAgeMs / 1000),
  })
}

/** Auth is a hook, not handler code (fastify/demo): every route is checked here, before its handler. */
export function registerAccessControl(app: FastifyInstance, options: AccessOptions) {
  app.decorate('routeTable', [] as RouteEntry[])
  app.decorateRequest('user', null)

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      app.routeTable.push({ method, url: route.url, access: accessFor(route.url, route.config?.access) })
    }
  })

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // CSRF: a browser always names the page's origin on a state-changing request
    const origin = request.headers.origin
    if (unsafeMethods.has(request.method) && origin && !options.allowedOrigins.includes(origin)) {
      return reply
        .code(403)
        .send({ code: ErrorCode.badOrigin, message: `Requests from ${origin} are not allowed` })
    }
    const token = request.cookies[sessionCookie]
    if (token) {
      const found = await options.findSession(token)
      request.user = found?.user ?? null
      if (found?.slid)
        setSessionCookie(reply, token, { secure: options.secureCookies, maxAgeMs: options.idleMs })
    }
    const url = request.routeOptions.url
    if (!url) return // unknown route: the 404 handler answers
    const access = accessFor(url, request.routeOptions.config.access)
    if (access === 'public') return
    if (!request.user) {
      return reply.code(401).send({ code: ErrorCode.unauthenticated, message: 'Sign in to continue' })
    }
    if (access === 'admin' && request.user.role !== 'admin') {
      return reply.code(403).send({ code: ErrorCode.forbidden, message: 'This needs the admin role' })
    }
  })
}
