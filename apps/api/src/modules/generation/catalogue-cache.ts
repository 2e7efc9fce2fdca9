import type { Executor } from '../../db/client'
import { catalogueWatcher, type CatalogueChanges, type CatalogueWatcher } from '../search/catalogue-watcher'
import type { CatalogueEntry } from './catalogue-model'
import { listCatalogueTables, readCatalogueTables, type CatalogueTable } from './generation.repository'

export type CatalogueSnapshot = { version: string; entries: CatalogueEntry[] }

/** a generated table no one has reviewed yet: generation reads it apart, never learns from it */
const awaitsReview = (table: CatalogueTable) => table.source === 'generated' && !table.reviewed
/** versions are unique in the process, whatever the app: each pool keeps the model of one */
let versions = 0

/**
 * What generation reads of the catalogue (decision 015): the tables the model learns from (all but the
 * generated ones awaiting review) and the names of those awaiting review. Read once, then kept current
 * from the catalogue watcher (search/catalogue-watcher.ts, the change log any process writes), which
 * names the tables that changed: only those are re-read. The snapshot's version changes only when a table
 * the model learns from changed, so saving a generated table rebuilds nothing, and the worker
 * (catalogue-worker.ts) receives the entries only when its version is another. Per app, like a process.
 */
export class GenerationCatalogue {
  private tables: Map<number, CatalogueTable> | null = null
  private building: Promise<Map<number, CatalogueTable>> | null = null
  private snapshot: CatalogueSnapshot | null = null

  constructor(
    private readonly db: Executor,
    private readonly watcher: CatalogueWatcher,
  ) {
    watcher.subscribe((changes) => this.follow(changes))
  }

  /** The catalogue as of now: on the embedded database no query unless a commit touched it. */
  async read(): Promise<{ snapshot: CatalogueSnapshot; unreviewed: string[] }> {
    await this.watcher.ensureFresh()
    // built between two looks of the watcher: what commits meanwhile is told afterwards and re-read
    const tables =
      this.tables ??
      (await (this.building ??= this.watcher
        .exclusive(() => this.load())
        .finally(() => (this.building = null))))
    this.snapshot ??= {
      version: `${++versions}`,
      entries: [...tables.values()]
        .filter((table) => !awaitsReview(table))
        .sort((a, b) => a.id - b.id)
        .map(({ id, number, name }) => ({ id, number, name })),
    }
    const unreviewed = [...tables.values()].filter(awaitsReview).sort((a, b) => a.id - b.id)
    return { snapshot: this.snapshot, unreviewed: unreviewed.map((table) => table.name) }
  }

  private async load() {
    if (this.tables) return this.tables
    const tables = new Map((await listCatalogueTables(this.db)).map((table) => [table.id, table]))
    this.tables = tables
    this.snapshot = null
    return tables
  }

  private async follow(changes: CatalogueChanges) {
    if (!this.tables) return // the next generation reads them as they are then
    if (changes === 'everything') {
      this.tables = null
      this.snapshot = null
      return
    }
    const ids = [
      ...new Set(
        changes.filter((c) => c.entity === 'omniclass' && c.entityId !== null).map((c) => c.entityId!),
      ),
    ]
    if (ids.length === 0) return
    const now = new Map((await readCatalogueTables(this.db, ids)).map((table) => [table.id, table]))
    for (const id of ids) {
      const before = this.tables.get(id)
      const after = now.get(id)
      if (after) this.tables.set(id, after)
      else this.tables.delete(id)
      if (learntChanged(before, after)) this.snapshot = null
    }
  }
}

/** whether the model's entries change: a learnt-from table came, went, or was renamed or renumbered */
function learntChanged(before: CatalogueTable | undefined, after: CatalogueTable | undefined): boolean {
  const learnt = (table: CatalogueTable | undefined) => (table && !awaitsReview(table) ? table : null)
  const a = learnt(before)
  const b = learnt(after)
  if (!a || !b) return a !== b
  return a.name !== b.name || a.number !== b.number
}

const catalogues = new WeakMap<object, GenerationCatalogue>()

/** One per app (its context object, like the catalogue watcher): generation and enrichment share it. */
export function generationCatalogue(ctx: Parameters<typeof catalogueWatcher>[0]): GenerationCatalogue {
  let catalogue = catalogues.get(ctx)
  if (!catalogue) catalogues.set(ctx, (catalogue = new GenerationCatalogue(ctx.db, catalogueWatcher(ctx))))
  return catalogue
}
