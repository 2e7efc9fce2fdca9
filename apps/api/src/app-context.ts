import type { throttlePolicy } from './modules/auth/login-throttle'
import type { Config } from './config/env'
import type { Db } from './db/client'
import type { MediaStorage } from './modules/media/media-storage'

/** What every module needs, handed to each route plugin as its options. */
export type AppContext = {
  config: Config
  db: Db
  databaseKind: 'embedded' | 'postgres'
  media: MediaStorage
  /** tests shorten the sign-in throttle's windows; production uses the defaults */
  throttlePolicy?: typeof throttlePolicy
}
