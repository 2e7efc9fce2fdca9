import type { DataRouter } from 'react-router'
import { paths } from '@/config/paths'
import { forgetSession, wasSignedIn } from '@/features/auth/api/session'
import { markUnsentRequestInterrupted } from '@/features/rfi/lib/unsent-request'
import { queryClient } from '@/lib/query-client'

/** Shown on the sign-in page after a 401 ended a session the page knew (spec §4: one session per user). */
export const sessionEndedMessage =
  'You were signed out because this account signed in elsewhere, or the session expired. Sign in to continue where you were.'

/** Forget everything the ended session could read, so no page shows it again. */
export function clearSessionData() {
  forgetSession()
  queryClient.clear()
}

/**
 * A 401 anywhere: clear the cache and go to sign in, which brings the user back here. The reason shows only
 * when this page knew a signed-in user; a first visit without a session is just asked to sign in.
 */
export function handleSessionEnded(router: Pick<DataRouter, 'navigate' | 'state'>) {
  const ended = wasSignedIn()
  clearSessionData()
  // a request being written when the session ended reopens, as it was, once the professional is back
  if (ended) markUnsentRequestInterrupted()
  // mid-navigation, "where they were" is where they were going
  const { pathname, search } = router.state.navigation.location ?? router.state.location
  if (pathname === '/login') return
  void router.navigate(paths.login(pathname + search, ended ? 'ended' : undefined), { replace: true })
}
