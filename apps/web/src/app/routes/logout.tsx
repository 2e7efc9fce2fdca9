import { replace } from 'react-router'
import { paths } from '@/config/paths'
import { signOut } from '@/features/auth/api/session'

/** Signs out and redirects to login (spec §2). */
export async function loader() {
  await signOut()
  return replace(paths.login())
}

export function Component() {
  return null
}
