import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { toManufacturerJson, type ManufacturerRow } from '../manufacturers/manufacturer-json'
import type { CatalogueChanges, CatalogueWatcher } from '../search/catalogue-watcher'
import { collectOffers } from './refine'
import {
  listRefinementMakers,
  listTableNumbers,
  loadTableScope,
  type RefinementMaker,
  type TableScope,
} from './refinement.repository'

/**
 * A manufacturer's sort keys and its wire form as JSON text, built once by the manufacturers module's
 * serializer: a large table's answer is then joined from these, not serialized again.
 */
export type CachedMaker = Pick<RefinementMaker, 'id' | 'title' | 'verified' | 'verifiedOn'> & {
  hasProfessionalLinks: boolean
  wire: string
}

/** A table ready to refine: its columns and what each of its manufacturers offers. */
export type ReadyScope = {
  parameters: Parameter[]
  offers: Map<number, ReturnType<typeof collectOffers>>
  awaitingReview?: { authorId: number | null }
  dependsOn: TableScope['dependsOn']
}

const maxScopes = 64
const maxScopedMakers = 20_000
/** a manufacturer kept costs about 1 KB (its JSON text and sort keys) */
const maxMakers = 20_000
/** the change-log entities whose rows this cache can drop one by one; any other empties it */
const followed = ['manufacturer', 'product_image', 'omniclass', 'omniclass_parameters']

function toCachedMaker(row: RefinementMaker, mediaBaseUrl: string): CachedMaker {
  // the serializer reads only the fields RefinementMaker picks
  const json = toManufacturerJson(row as unknown as ManufacturerRow, mediaBaseUrl)
  return {
    id: row.id,
    title: row.title,
    verified: row.verified,
    verifiedOn: row.verifiedOn,
    hasProfessionalLinks: row.linksForProfessionals.length > 0,
    wire: JSON.stringify(json),
  }
}

/**
 * Refining a table means several calls in a row as values are chosen, so the table's scope and its
 * manufacturers stay in memory between calls. The catalogue watcher tells of every write from any process,
 * and whatever it touched is dropped before the next answer; a load that raced a write is not kept.
 */
export class RefinementCache {
  private readonly scopes = new Map<string, ReadyScope>()
  private readonly makers = new Map<number, CachedMaker>()
  private scopedMakers = 0
  private generation = 0

  constructor(
    private readonly db: Executor,
    private readonly watcher: CatalogueWatcher,
    private readonly mediaBaseUrl: string,
  ) {
    watcher.subscribe((changes) => this.forget(changes))
  }

  async scope(identifier: string, expanded: boolean): Promise<ReadyScope | undefined> {
    await this.watcher.ensureFresh()
    const key = `${expanded ? 1 : 0}${toNameKey(identifier)}`
    const cached = this.scopes.get(key)
    if (cached) return cached
    const generation = this.generation
    const loaded = await loadTableScope(this.db, identifier, expanded)
    if (!loaded) return undefined
    const offers = new Map(
      [...loaded.variantsOf].map(([id, variants]) => [id, collectOffers(variants)] as const),
    )
    const ready = {
      parameters: loaded.parameters,
      offers,
      awaitingReview: loaded.awaitingReview,
      dependsOn: loaded.dependsOn,
    }
    if (generation === this.generation) this.keepScope(key, ready)
    return ready
  }

  /** The manufacturers by id, from memory where possible (the caller has just made the watcher look). */
  async makersOf(ids: number[]): Promise<CachedMaker[]> {
    const missing = ids.filter((id) => !this.makers.has(id))
    const generation = this.generation
    const rows = missing.length ? await listRefinementMakers(this.db, missing) : []
    const loaded = rows.map((row) => toCachedMaker(row, this.mediaBaseUrl))
    const byId = new Map(loaded.map((row) => [row.id, row]))
    if (generation === this.generation) for (const row of loaded) this.keepMaker(row)
    return ids.flatMap((id) => this.makers.get(id) ?? byId.get(id) ?? [])
  }

  private async forget(changes: CatalogueChanges) {
    this.generation++
    if (changes === 'everything') {
      this.scopes.clear()
      this.makers.clear()
      this.scopedMakers = 0
      return
    }
    for (const { entity, entityId } of changes)
      if (entity === 'manufacturer' && entityId !== null) this.makers.delete(entityId)
    const tables = changes.filter(({ entity }) => entity === 'omniclass')
    const parameters = changes.filter(({ entity }) => entity === 'omniclass_parameters')
    const others = changes.some(({ entity }) => !followed.includes(entity))
    if (others || [...tables, ...parameters].some(({ entityId }) => entityId === null)) {
      this.scopes.clear()
      this.scopedMakers = 0
      return
    }
    // tables changed (a bulk enrichment writes 25 at a time, issue 27): only the scopes read from them, or
    // that looked up a number one of them has now (a new parent, another table of that number), are dropped;
    // a table whose parameters alone changed kept its number (migration 0009)
    const tableIds = tables.map(({ entityId }) => entityId!)
    const ids = new Set([...tableIds, ...parameters.map(({ entityId }) => entityId!)])
    const numbers = new Set(tableIds.length ? await listTableNumbers(this.db, tableIds) : [])
    for (const [key, scope] of this.scopes)
      if (
        scope.dependsOn.ids.some((id) => ids.has(id)) ||
        scope.dependsOn.numbers.some((number) => numbers.has(number))
      )
        this.dropScope(key, scope)
  }

  private dropScope(key: string, scope: ReadyScope) {
    this.scopes.delete(key)
    this.scopedMakers -= scope.offers.size
  }

  private keepScope(key: string, scope: ReadyScope) {
    while (
      this.scopes.size &&
      (this.scopes.size >= maxScopes || this.scopedMakers + scope.offers.size > maxScopedMakers)
    ) {
      const [oldest, dropped] = this.scopes.entries().next().value!
      this.scopes.delete(oldest)
      this.scopedMakers -= dropped.offers.size
    }
    this.scopes.set(key, scope)
    this.scopedMakers += scope.offers.size
  }

  private keepMaker(row: CachedMaker) {
    if (this.makers.size >= maxMakers) {
      // oldest first: Map keeps insertion order
      for (const id of [...this.makers.keys()].slice(0, maxMakers / 10)) this.makers.delete(id)
    }
    this.makers.set(row.id, row)
  }
}
