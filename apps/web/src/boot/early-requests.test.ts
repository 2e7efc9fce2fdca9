import { afterEach, describe, expect, it, vi } from 'vitest'

const apiHost = 'http://api.scout.test'

// a fresh module per test: its map and its "first navigation only" state are module-level
async function load() {
  vi.resetModules()
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => new Response(url))
  vi.stubGlobal('fetch', fetch)
  const early = await import('./early-requests')
  const { apiUrl } = await import('@/lib/api-url')
  return { ...early, apiUrl, fetch }
}

afterEach(() => vi.unstubAllGlobals())

describe('the first page’s early requests', () => {
  it('start the session check, and on a table’s page the table, at the addresses the app asks for', async () => {
    const { startEarlyRequests, takeEarlyResponse, apiUrl, fetch } = await load()
    startEarlyRequests(apiHost, '/omniclass/Roof_Coverings%2C_Claddings%2C_Linings')
    expect(fetch).toHaveBeenCalledTimes(2)
    const table = apiUrl(apiHost, '/api/omniclass/get', { identifier: 'Roof_Coverings,_Claddings,_Linings' })
    expect(await (await takeEarlyResponse(table))?.text()).toBe(table)
    expect(takeEarlyResponse(apiUrl(apiHost, '/api/auth/session'))).toBeDefined()
    for (const call of fetch.mock.calls) expect(call[1]).toEqual({ credentials: 'include' })
  })

  it('hand each answer out once, and none after the first navigation', async () => {
    const { startEarlyRequests, takeEarlyResponse, closeEarlyRequests, apiUrl } = await load()
    startEarlyRequests(apiHost, '/omniclass/Doors')
    const session = apiUrl(apiHost, '/api/auth/session')
    expect(takeEarlyResponse(session)).toBeDefined()
    expect(takeEarlyResponse(session)).toBeUndefined()
    closeEarlyRequests()
    expect(takeEarlyResponse(apiUrl(apiHost, '/api/omniclass/get', { identifier: 'Doors' }))).toBeUndefined()
  })

  it('read only the session elsewhere, and skip an address that does not decode', async () => {
    const { startEarlyRequests, fetch } = await load()
    startEarlyRequests(apiHost, '/')
    startEarlyRequests(apiHost, '/omniclass/100%')
    startEarlyRequests(apiHost, '/omniclass/Doors/by/Acme')
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      '/api/auth/session',
      '/api/auth/session',
      '/api/auth/session',
    ])
  })

  it('forget a request that failed, so the app asks again', async () => {
    const { startEarlyRequests, takeEarlyResponse, apiUrl, fetch } = await load()
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    startEarlyRequests(apiHost, '/')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(takeEarlyResponse(apiUrl(apiHost, '/api/auth/session'))).toBeUndefined()
  })
})
