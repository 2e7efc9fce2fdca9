import type { throttlePolicy } from './modules/auth/login-throttle'
import type { Config } from './config/env'
import type { Db } from './db/client'
import type { MediaStorage } from './modules/media/media-storage'
import type { GenerationPool } from './modules/generation/generation-pool'
import type { RunnerOptions } from './modules/enrichment/enrichment-runner'
import type { Traffic } from './lib/traffic'

/** What every module needs, handed to each route plugin as its options. */
export type AppContext = {
  config: Config
  db: Db
  databaseKind: 'embedded' | 'postgres'
  media: MediaStorage
  /** tests shorten the sign-in throttle's windows; production uses the defaults */
  throttlePolicy?: typeof throttlePolicy
  /**
   * The one worker pool generation and enrichment share (one catalogue model in memory): buildApp creates it
   * when absent and closes it after every module has stopped.
   */
  generationPool?: GenerationPool
  /** tests shorten the enrichment runner's lease, poll and pause (enrichment-runner.ts) */
  enrichment?: Partial<RunnerOptions>
  /** when this process last began a request someone waits for (lib/traffic.ts); buildApp sets it */
  traffic?: Traffic
}
