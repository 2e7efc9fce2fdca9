import type { SearchHit } from '@scout/shared/schemas/search'
import type { Executor } from '../../db/client'
import { coalesce } from './coalesce'
import { SearchIndex, type ProductSource } from './search-index'
import * as repo from './search.repository'
import { loadSynonyms } from './synonyms'

/** More changes than this at once (an import, a restore) are cheaper to read as a rebuild. */
const maxIncrementalChanges = 2000
/** Change-log rows live this long; a process that has not looked for half of it rebuilds instead. */
const changeLogHours = 24
const idleRebuildMs = (changeLogHours / 2) * 3600_000
const pruneEveryMs = 3600_000
/** even when told of every change, look at the log this often, in case the announcements stop */
const embeddedRecheckMs = 5000

type Log = { info: (message: string) => void }

/**
 * The search index kept in step with the database (docs/decisions/005-search.md). Built on the first
 * search, then before every answer it asks the change log what any process wrote since it last looked,
 * and re-reads just those rows. The triggers fill the log, so writers need no code from this module.
 */
export class SearchService {
  private index: SearchIndex | null = null
  private horizon = 0n
  /** changes already applied that the log will keep returning until their transactions fall below the horizon */
  private readonly applied = new Map<number, bigint>()
  private lastCheckAt = 0
  private lastPruneAt = Date.now()
  private readonly synonyms = loadSynonyms()
  readonly ensureFresh = coalesce(() => this.refresh())
  /** embedded only: changes announced at commit, and how many of them the last check had heard */
  private announced = 0
  private checkedAnnounced = -1
  private listening: Promise<unknown> | null = null

  constructor(
    private readonly db: Executor,
    private readonly kind: 'embedded' | 'postgres',
    private readonly log?: Log,
  ) {}

  async search(text: string, limit: number): Promise<SearchHit[]> {
    if (this.kind === 'embedded') await (this.listening ??= this.listen())
    if (this.mustCheck()) await this.ensureFresh()
    return this.index!.search(text, limit)
  }

  /**
   * On PostgreSQL another process may have written, so every search asks the log. PGlite lives inside this
   * process and announces each commit that touched the catalogue, so the log is read only after one.
   */
  private mustCheck(): boolean {
    if (!this.index || this.kind === 'postgres') return true
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

  private async refresh() {
    const announced = this.announced
    await this.refreshIndex()
    this.checkedAnnounced = announced
  }

  private async refreshIndex() {
    if (!this.index || Date.now() - this.lastCheckAt > idleRebuildMs) return this.rebuild()
    const { horizon, changes } = await repo.checkChanges(this.db, this.horizon)
    const fresh = changes.filter((change) => !this.applied.has(change.id))
    if (fresh.length > maxIncrementalChanges || fresh.some((change) => change.entity === 'all'))
      return this.rebuild()
    if (fresh.length) await this.apply(this.index, fresh)
    this.remember(horizon, fresh)
    if (Date.now() - this.lastPruneAt > pruneEveryMs) {
      this.lastPruneAt = Date.now()
      await repo.pruneChanges(this.db, changeLogHours)
    }
  }

  private async rebuild() {
    const started = Date.now()
    // the horizon first: whatever commits while the tables are read comes back from the log and is re-read
    const { horizon, changes } = await repo.checkChanges(this.db, null)
    const index = new SearchIndex(this.synonyms)
    // one after another: on the embedded database they would queue anyway, and peak memory stays lower
    for (const row of await repo.listOmniclasses(this.db))
      index.setOmniclass(row.id, { number: row.number, name: row.name })
    for (const row of await repo.listManufacturerTitles(this.db)) index.setManufacturer(row.id, row.title)
    await readPages(
      (page) => repo.listMakers(this.db, page),
      1000,
      (row) => index.setMakers(row.id, row.makers),
    )
    await readPages(
      (page) => repo.listVariantProducts(this.db, page),
      10_000,
      (row) => index.setProductSource(row.id, variantSources(row)),
    )
    for (const row of await repo.listImageProducts(this.db))
      index.setProductSource(-row.id, imageSources(row))
    this.index = index
    this.applied.clear()
    this.remember(horizon, changes)
    this.log?.info(`search index built: ${index.documentCount} entries in ${Date.now() - started} ms`)
  }

  private remember(horizon: bigint, changes: repo.Change[]) {
    for (const change of changes) this.applied.set(change.id, change.xid)
    for (const [id, xid] of this.applied) if (xid < horizon) this.applied.delete(id)
    this.horizon = horizon
    this.lastCheckAt = Date.now()
  }

  /** Re-reads the changed rows as they are now: applying a change twice is harmless. */
  private async apply(index: SearchIndex, changes: repo.Change[]) {
    const ids = (entity: string) => [
      ...new Set(changes.filter((c) => c.entity === entity && c.entityId !== null).map((c) => c.entityId!)),
    ]
    const tableIds = ids('omniclass')
    const makerIds = ids('manufacturer')
    const associationIds = ids('association')
    const variantIds = ids('variant')
    const imageIds = ids('product_image')
    const [tables, titles, makerLists, variantProducts, imageProducts] = await Promise.all([
      tableIds.length ? repo.listOmniclasses(this.db, tableIds) : [],
      makerIds.length ? repo.listManufacturerTitles(this.db, makerIds) : [],
      associationIds.length ? repo.listMakers(this.db, associationIds) : [],
      variantIds.length ? repo.listVariantProducts(this.db, variantIds) : [],
      imageIds.length ? repo.listImageProducts(this.db, imageIds) : [],
    ])
    const found = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]))
    const tableRows = found(tables)
    for (const id of tableIds) {
      const row = tableRows.get(id)
      index.setOmniclass(id, row ? { number: row.number, name: row.name } : null)
    }
    const titleRows = found(titles)
    for (const id of makerIds) index.setManufacturer(id, titleRows.get(id)?.title ?? null)
    const makers = found(makerLists)
    for (const id of associationIds) index.setMakers(id, makers.get(id)?.makers ?? [])
    const variantRows = found(variantProducts)
    for (const id of variantIds) {
      const row = variantRows.get(id)
      index.setProductSource(id, row ? variantSources(row) : [])
    }
    const imageRows = found(imageProducts)
    for (const id of imageIds) {
      const row = imageRows.get(id)
      index.setProductSource(-id, row ? imageSources(row) : [])
    }
  }
}

/** Reads a table page by page in id order, handing each row on. */
async function readPages<T extends { id: number }>(
  read: (page: repo.Page) => Promise<T[]>,
  size: number,
  use: (row: T) => void,
) {
  for (let after = 0; ;) {
    const rows = await read({ after, size })
    rows.forEach(use)
    if (rows.length < size) return
    after = rows[rows.length - 1]!.id
  }
}

function variantSources(row: {
  omniclassId: number
  manufacturerId: number
  names: unknown
}): ProductSource[] {
  return (Array.isArray(row.names) ? row.names : [])
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => ({ name, manufacturerId: row.manufacturerId, omniclassId: row.omniclassId }))
}

function imageSources(row: {
  omniclassId: number | null
  manufacturerId: number
  name: string | null
}): ProductSource[] {
  return row.name?.trim()
    ? [{ name: row.name, manufacturerId: row.manufacturerId, omniclassId: row.omniclassId }]
    : []
}
