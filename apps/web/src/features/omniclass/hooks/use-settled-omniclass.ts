import { useEffect, useState } from 'react'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { getOmniclass } from '../api/get-omniclass'

/** How often the page asks again while the engine suggests the table's parameters. */
const pendingPollMs = 1_000

/**
 * Issue 27: a catalogue table opened with no parameters answers `parameters_pending` while the engine suggests
 * them in the server; the page asks again each second and shows the table once they are stored.
 */
export function useSettledOmniclass(initial: Omniclass, manufacturerTitle?: string): Omniclass {
  const [seen, setSeen] = useState(initial)
  const [table, setTable] = useState(initial)
  // another table opened (the loader answered anew): start from it, during render rather than in an effect
  if (seen !== initial) {
    setSeen(initial)
    setTable(initial)
  }
  useEffect(() => {
    if (!table.parameters_pending) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getOmniclass(table.name, manufacturerTitle, controller.signal)
        .then(setTable)
        // a failed look keeps the page waiting and tries again
        .catch(() => !controller.signal.aborted && setTable((current) => ({ ...current })))
    }, pendingPollMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [table, manufacturerTitle])
  return table
}
