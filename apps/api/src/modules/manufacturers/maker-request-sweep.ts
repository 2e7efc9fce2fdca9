import type { Db } from '../../db/client'
import { sweepFulfilledMakerRequests } from './maker-requests.repository'

/**
 * Every `everyMs` in each serving process (decision 018): e-mails the askers of tables that gained a
 * manufacturer, by whichever of the paths that associate one. The claim is one UPDATE, so several processes
 * sweeping at once never send a message twice, and none of them needs to be the one. 0 turns it off (tests
 * call the sweep themselves).
 */
export function startMakerRequestSweep(
  db: Db,
  webOrigin: string,
  everyMs: number,
  log: { warn: (object: unknown, message: string) => void },
) {
  if (everyMs <= 0) return { stop: () => {} }
  let running: Promise<unknown> | null = null
  const run = () => {
    // a slow sweep is not stacked on by the next tick
    if (running) return
    running = sweepFulfilledMakerRequests(db, webOrigin)
      .catch((error: unknown) => log.warn({ err: error }, 'maker requests: sweep failed; will retry'))
      .finally(() => (running = null))
  }
  const timer = setInterval(run, everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
