import { replace, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { paths } from '@/config/paths'
import { getSession } from '@/features/auth/api/session'

/**
 * The session guard (spec §2): no session sends the user to login, replacing the history entry,
 * and logs a warning.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<User> {
  const user = await getSession()
  if (user) return user
  const url = new URL(request.url)
  console.warn(`No session: redirecting ${url.pathname} to login`)
  throw replace(paths.login(url.pathname + url.search))
}
