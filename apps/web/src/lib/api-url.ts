export type Query = Record<string, string | number | boolean | string[] | undefined>

/**
 * An API address with its query. Import-free: the early-request script (boot/early-requests.ts) builds the
 * same addresses before the app's code has loaded, and an early answer is found by its address.
 */
export function apiUrl(apiHost: string, path: string, query?: Query): string {
  const url = new URL(path, apiHost)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item))
  }
  return url.toString()
}
