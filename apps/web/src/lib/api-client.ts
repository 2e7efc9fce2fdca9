import type { z } from 'zod'
import { ApiErrorSchema, ErrorCode } from '@scout/shared/errors'
import { runtimeConfig } from '@/config/env'
import { takeEarlyResponse } from '@/boot/early-requests'
import { apiUrl as buildApiUrl, type Query } from './api-url'

/** A failed call, with the server's code and the spec's message text (§8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A 401 on a call that needed a session: it ended (signed in elsewhere, spec §4, or idle too long). */
export function isSessionEnded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === ErrorCode.unauthenticated
}

let sessionEndedHandler: (() => void) | null = null

/** main.tsx registers what a 401 anywhere does: forget the session and cache, go to sign in. */
export function onSessionEnded(handler: (() => void) | null) {
  sessionEndedHandler = handler
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  query?: Query
}

export function apiUrl(path: string, query?: Query): string {
  return buildApiUrl(runtimeConfig.apiHost, path, query)
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const url = apiUrl(path, options.query)
  const method = options.method ?? 'GET'
  // the first page's reads may already be under way (boot/early-requests.ts); one that failed is asked again
  const early = method === 'GET' ? await takeEarlyResponse(url)?.catch(() => undefined) : undefined
  const response =
    early ??
    (await fetch(url, {
      method,
      credentials: 'include',
      signal: options.signal,
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }))
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(await response.json().catch(() => null))
    const detail = parsed.success ? ` - ${parsed.data.message}` : ''
    const error = new ApiError(
      response.status,
      parsed.success ? parsed.data.code : 'HTTP_ERROR',
      `Request failed with status ${response.status}${detail}`,
    )
    if (isSessionEnded(error)) sessionEndedHandler?.()
    throw error
  }
  return response
}

/** A read: the answer is parsed with the shared schema, so a contract drift fails loudly here. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await send(path, { ...options, method: 'GET' })
  return schema.parse(await response.json())
}

export async function apiSend<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' },
): Promise<z.infer<S>> {
  const response = await send(path, options)
  return schema.parse(await response.json())
}

/** Spec §5 and §8: an admin write must answer `{ message: 'success' }`; anything else is an error. */
export async function adminWrite(
  path: string,
  options: RequestOptions & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' },
) {
  const response = await send(path, options)
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null
  if (!payload || typeof payload.message !== 'string')
    throw new Error('Response from backend did not contain a message')
  if (payload.message.toLowerCase() !== 'success') throw new Error(payload.message)
  return payload
}

/** The server's reason without the status prefix, for toasts and alerts. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError) return error.message.replace(/^Request failed with status \d+ - /, '')
  return error instanceof Error ? error.message : String(error)
}
