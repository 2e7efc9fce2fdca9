import type { Executor } from '../../db/client'
import { purgeOldJobs } from './generation-jobs.repository'

const everyMs = 3600_000

/**
 * Purges old generation jobs hourly in each serving process (as the mail module purges old attachments):
 * the delete is safe to run from several processes at once, so none of them needs to be the one.
 */
export function startJobJanitor(db: Executor, log: { warn: (object: unknown, message: string) => void }) {
  const run = () =>
    purgeOldJobs(db).catch((error: unknown) =>
      log.warn({ err: error }, 'purging old generation jobs failed; will retry'),
    )
  const timer = setInterval(run, everyMs)
  timer.unref()
  void run()
  return { stop: () => clearInterval(timer) }
}
