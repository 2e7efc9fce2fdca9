import type { SearchHit } from '@scout/shared/schemas/search'
import type { Executor } from '../../db/client'
import type { CatalogueChanges, CatalogueWatcher } from './catalogue-watcher'
import { SearchIndex, type OmniclassEntry, type ProductSource, type Viewer } from './search-index'
import * as repo from './search.repository'
import { loadSynonyms } from './synonyms'

/** More changes than this at once are cheaper to read as a rebuild. */
const maxIncrementalChanges = 2000

type Log = { info: (message: string) => void }

/**
 * The search index kept in step with the database (docs/decisions/005-search.md). Built on the first
 * search; afterwards the catalogue watcher tells it what any process wrote, and it re-reads just those rows.
 */
export class SearchService {
  private index: SearchIndex | null = null
  private building: Promise<SearchIndex> | null = null
  private readonly synonyms = loadSynonyms()

  constructor(
    private readonly db: Executor,
    private readonly watcher: CatalogueWatcher,
    private readonly log?: Log,
  ) {
    watcher.subscribe((changes) => this.follow(changes))
  }

  /** The hits for `text`; an empty text only makes sure the index is built and fresh. */
  async search(text: string, limit: number, viewer?: Viewer): Promise<SearchHit[]> {
    await this.watcher.ensureFresh()
    // built between two looks of the watcher: whatever commits meanwhile is told afterwards and re-read
    const index =
      this.index ??
      (await (this.building ??= this.watcher
        .exclusive(() => this.rebuild())
        .finally(() => (this.building = null))))
    return index.search(text, limit, viewer)
  }

  private async follow(changes: CatalogueChanges) {
    if (!this.index) return // the next search builds it from the tables as they are then
    if (changes === 'everything' || changes.length > maxIncrementalChanges) this.index = null
    else await this.apply(this.index, changes)
  }

  private async rebuild(): Promise<SearchIndex> {
    if (this.index) return this.index
    const started = Date.now()
    const index = new SearchIndex(this.synonyms)
    // one after another: on the embedded database they would queue anyway, and peak memory stays lower
    for (const row of await repo.listOmniclasses(this.db)) index.setOmniclass(row.id, omniclassEntry(row))
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
    this.log?.info(`search index built: ${index.documentCount} entries in ${Date.now() - started} ms`)
    return index
  }

  /** Re-reads the changed rows as they are now: applying a change twice is harmless. */
  private async apply(index: SearchIndex, changes: Exclude<CatalogueChanges, 'everything'>) {
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
      index.setOmniclass(id, row ? omniclassEntry(row) : null)
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

function omniclassEntry(row: {
  number: string | null
  name: string
  awaiting: boolean
  authorId: number | null
}): OmniclassEntry {
  return {
    number: row.number,
    name: row.name,
    ...(row.awaiting ? { awaitingReview: { authorId: row.authorId } } : {}),
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
