import type { z } from 'zod'
import { vi } from 'vitest'

type Handler = {
  method: string
  path: string
  schema: z.ZodType
  answer: (body: unknown, url: URL) => unknown
}

/**
 * The API at the network edge for component tests: each answer is checked against the shared schema the
 * app parses it with, so a fixture that drifts from the contract fails here, not silently in the page.
 */
export function fakeApi(handlers: Handler[]) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, path: url.pathname, body })
    const handler = handlers.find((h) => h.method === method && h.path === url.pathname)
    if (!handler)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'No handler' }), { status: 404 })
    const payload = handler.schema.parse(handler.answer(body, url))
    return new Response(JSON.stringify(payload), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchStub)
  return { calls }
}
