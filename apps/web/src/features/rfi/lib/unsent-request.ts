/**
 * A request typed but not sent, kept in this tab (sessionStorage) so that nothing typed is lost when the session
 * ends mid-request (a sign-in elsewhere, spec §4) and the sign-in page brings the professional back. Kept for the
 * account that typed it only: another account signing in on this tab never sees it. Attachments are files and
 * cannot be kept; they are chosen again.
 */
export type UnsentRequest = {
  account: string
  omniclass: string
  /** the manufacturers it is for: the by-manufacturer page's one, or the selection on the search page */
  recipients: string[]
  name: string
  email: string
  content: string
  categories: string[]
  /** the dialog was open when last saved */
  open: boolean
  /** the session ended while it was kept: the page reopens the request once, on the way back */
  interrupted?: boolean
}

const key = 'scout.unsentRequest'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage may be refused (privacy settings); the request then lives as long as the page
  }
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i])

/** This account's kept request for this table (and, when given, for these manufacturers). */
export function loadUnsentRequest(
  account: string,
  omniclass: string,
  recipients?: string[],
): UnsentRequest | null {
  try {
    const saved = JSON.parse(storage()?.getItem(key) ?? 'null') as UnsentRequest | null
    if (!saved || saved.account !== account || saved.omniclass !== omniclass) return null
    return !recipients || sameList(saved.recipients ?? [], recipients) ? saved : null
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
export function clearUnsentRequest(of?: { account: string; omniclass: string; recipients: string[] }) {
  if (of && !loadUnsentRequest(of.account, of.omniclass, of.recipients)) return
  storage()?.removeItem(key)
}

/** A 401 ended the session: the kept request (if any) is to reopen when the professional is back. */
export function markUnsentRequestInterrupted() {
  try {
    const saved = JSON.parse(storage()?.getItem(key) ?? 'null') as UnsentRequest | null
    if (saved) saveUnsentRequest({ ...saved, interrupted: true })
  } catch {
    // nothing kept, or storage refused
  }
}

/** Whether the page should open the request at once: it was open when this account's session ended. */
export function shouldReopenRequest(account: string, omniclass: string, recipients?: string[]) {
  const saved = loadUnsentRequest(account, omniclass, recipients)
  return Boolean(saved?.open && saved.interrupted)
}
