import { apiUrl } from '@/lib/api-url'

/**
 * The first page's reads, started by boot/start.ts while the app's scripts are still downloading (decision
 * record 010, "Early requests"): the session check, and on a table's page the table. The app's first GET of
 * the same address takes the answer instead of asking again; only the first navigation may take one.
 * Import-free but for api-url, so its chunk is tiny and runs before the big ones arrive.
 */
const early = new Map<string, Promise<Response>>()
let open = true

function start(apiHost: string, path: string, query?: Record<string, string>) {
  const url = apiUrl(apiHost, path, query)
  const response = fetch(url, { credentials: 'include' })
  // an early request that fails is asked again by the app, which reports what goes wrong
  response.catch(() => early.delete(url))
  early.set(url, response)
}

/** What the page at `pathname` reads first. Routes: app/router.tsx (session, omniclass/:identifier). */
export function startEarlyRequests(apiHost: string, pathname: string) {
  start(apiHost, '/api/auth/session')
  const table = /^\/omniclass\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (!table) return
  try {
    start(apiHost, '/api/omniclass/get', { identifier: decodeURIComponent(table) })
  } catch {
    // a malformed address: the route answers it with its own message
  }
}

/** The early answer for this GET, once; none after the first navigation has settled. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (!open) return undefined
  const response = early.get(url)
  early.delete(url)
  return response
}

export function closeEarlyRequests() {
  open = false
  early.clear()
}
