/**
 * A request typed but not sent, kept in this tab (sessionStorage) so that nothing typed is lost when the session
 * ends mid-request (a sign-in elsewhere, spec §4) and the sign-in page brings the professional back. Kept for the
 * account that typed it only: another account signing in on this tab never sees it. Attachments are files and
 * cannot be kept; they are chosen again.
 */
export type UnsentRequest = {
  account: string
  omniclass: string
  name: string
  email: string
  content: string
  categories: string[]
  /** the dialog was open when last saved: the page reopens it on return */
  open: boolean
}

const key = 'scout.unsentRequest'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage may be refused (privacy settings); the request then lives as long as the page
  }
}

export function loadUnsentRequest(account: string, omniclass: string): UnsentRequest | null {
  try {
    const saved = JSON.parse(storage()?.getItem(key) ?? 'null') as UnsentRequest | null
    return saved && saved.account === account && saved.omniclass === omniclass ? saved : null
  } catch {
    return null
  }
}

export function saveUnsentRequest(request: UnsentRequest) {
  try {
    storage()?.setItem(key, JSON.stringify(request))
  } catch {
    // full or refused: the text is still on the screen
  }
}

/** Forgets the kept request; with `of`, only when it is that account's request for that table. */
export function clearUnsentRequest(of?: { account: string; omniclass: string }) {
  if (of && !loadUnsentRequest(of.account, of.omniclass)) return
  storage()?.removeItem(key)
}
