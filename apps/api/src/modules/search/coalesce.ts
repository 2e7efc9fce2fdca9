/**
 * Runs `task` for many callers at once without ever answering a caller with a run that began before it
 * asked: a caller arriving while a run is under way waits for the next run, which every caller arriving
 * meanwhile shares. Under load, one freshness check serves a whole burst of searches.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let next: Promise<void> | null = null

  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = null
    })
    running = run
    return run
  }

  return () => {
    if (next) return next
    if (!running) return start()
    const queued = running
      .catch(() => undefined)
      .then(() => {
        next = null
        return start()
      })
    next = queued
    return queued
  }
}
