import { replace } from 'react-router'
import { paths } from '@/config/paths'
import { signOut } from '@/features/auth/api/session'
import { clearSessionData } from '../session-ended'

/** Signs out and redirects to login (spec §2); nothing the session read stays in the cache. */
export async function loader() {
  await signOut()
  clearSessionData()
  return replace(paths.login())
}

export function Component() {
  return null
}
