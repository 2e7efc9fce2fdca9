import type { Executor } from '../../db/client'
import { coalesce } from './coalesce'
import * as repo from './search.repository'

/** What changed: `everything` after a bulk write or on the first look; otherwise rows by entity and id. */
export type CatalogueChanges = 'everything' | { entity: string; entityId: number | null }[]
export type ChangeListener = (changes: CatalogueChanges) => void | Promise<void>

/** More changes than this at once (an import, a restore) are announced as `everything`. */
const maxIncrementalChanges = 2000
/** Change-log rows live this long; a process that has not looked for half of it starts over. */
const changeLogHours = 24
const idleRestartMs = (changeLogHours / 2) * 3600_000
const pruneEveryMs = 3600_000
/** even when told of every change, look at the log this often, in case the announcements stop */
const embeddedRecheckMs = 5000

/**
 * Tells the in-memory caches of this process (the search index, refinement's manufacturer cache) what any
 * process wrote to the catalogue (docs/decisions/005-search.md "Freshness across processes"). The change
 * log is filled by triggers (migration 0001); each look asks only for rows at or above the horizon, the
 * oldest transaction still running at the previous look. Looks are shared by concurrent callers and never
 * overlap with each other or with `exclusive` work, so listeners see changes in order.
 */
export class CatalogueWatcher {
  private started = false
  private horizon = 0n
  /** changes already told that the log keeps returning until their transactions fall below the horizon */
  private readonly applied = new Map<number, bigint>()
  private lastCheckAt = 0
  private lastPruneAt = Date.now()
  private readonly listeners: ChangeListener[] = []
  private queue: Promise<unknown> = Promise.resolve()
  private readonly check = coalesce(() => this.exclusive(() => this.look()))
  /** embedded only: commits announced by PGlite, and how many of them the last look had heard */
  private announced = 0
  private checkedAnnounced = -1
  private listening: Promise<unknown> | null = null

  constructor(
    private readonly db: Executor,
    private readonly kind: 'embedded' | 'postgres',
  ) {}

  subscribe(listener: ChangeListener) {
    this.listeners.push(listener)
  }

  /** Resolves once every change committed before the call has been told to the listeners. */
  async ensureFresh() {
    if (this.kind === 'embedded') await (this.listening ??= this.listen())
    if (this.mustLook()) await this.check()
  }

  /** Runs `task` when no look is under way, and holds the next look until it is done. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  /**
   * On PostgreSQL another process may have written, so every call looks. PGlite lives inside this process
   * and announces each commit that touched the catalogue (migration 0002), so the log is read after one.
   */
  private mustLook(): boolean {
    if (!this.started || this.kind === 'postgres') return true
    return this.announced !== this.checkedAnnounced || Date.now() - this.lastCheckAt > embeddedRecheckMs
  }

  private async listen() {
    const client = (
      this.db as unknown as {
        $client: { listen: (channel: string, callback: () => void) => Promise<unknown> }
      }
    ).$client
    await client.listen('search_changes', () => this.announced++)
    await repo.announceChanges(this.db)
  }

  private async look() {
    const announced = this.announced
    const restart = !this.started || Date.now() - this.lastCheckAt > idleRestartMs
    const { horizon, changes } = await repo.checkChanges(this.db, restart ? null : this.horizon)
    const fresh = restart ? changes : changes.filter((change) => !this.applied.has(change.id))
    const everything =
      restart || fresh.length > maxIncrementalChanges || fresh.some((change) => change.entity === 'all')
    // listeners first: if one fails, the horizon stays and the same changes are told again next time
    if (everything) await this.tell('everything')
    else if (fresh.length) await this.tell(fresh.map(({ entity, entityId }) => ({ entity, entityId })))
    if (restart) this.applied.clear()
    for (const change of fresh) this.applied.set(change.id, change.xid)
    for (const [id, xid] of this.applied) if (xid < horizon) this.applied.delete(id)
    this.horizon = horizon
    this.started = true
    this.lastCheckAt = Date.now()
    this.checkedAnnounced = announced
    if (Date.now() - this.lastPruneAt > pruneEveryMs) {
      this.lastPruneAt = Date.now()
      await repo.pruneChanges(this.db, changeLogHours)
    }
  }

  private async tell(changes: CatalogueChanges) {
    for (const listener of this.listeners) await listener(changes)
  }
}

const watchers = new WeakMap<object, CatalogueWatcher>()

/**
 * One watcher per app (its context object, which every route plugin receives as it is), shared by the
 * modules that keep catalogue data in memory. Two apps on one database watch separately, like two processes.
 */
export function catalogueWatcher(ctx: {
  db: Executor
  databaseKind: 'embedded' | 'postgres'
}): CatalogueWatcher {
  let watcher = watchers.get(ctx)
  if (!watcher) watchers.set(ctx, (watcher = new CatalogueWatcher(ctx.db, ctx.databaseKind)))
  return watcher
}
