import type { SearchHit } from '@scout/shared/schemas/search'

export type OmniclassInfo = { number: string | null; name: string }
/** One product name as a variant or an image states it. */
export type ProductSource = { name: string; manufacturerId: number; omniclassId: number | null }
/** `sources` holds triples: source (variant id, or minus an image id), manufacturer id, table id or -1 */
type Product = { name: string; sources: number[] }

/** The expandable row shows at most this many logos; `manufacturer_count` tells how many there are. */
export const maxHitTitles = 24

// one collator for all: `localeCompare` with options builds a new one on every call
const byTitle = new Intl.Collator('en', { sensitivity: 'base' }).compare

/**
 * What a hit shows beyond its name: the tables, manufacturer titles, who makes what, and which variants or
 * images name each product. Titles are looked up when a hit is built, so a renamed manufacturer shows at once.
 */
export class HitBuilder {
  private readonly omniclasses = new Map<number, OmniclassInfo>()
  private readonly makers = new Map<number, number[]>()
  private readonly titles = new Map<number, string>()
  private readonly products = new Map<string, Product>()
  private readonly productsOfSource = new Map<number, string[]>()
  private readonly sortedTitles = new Map<number, string[]>()

  setOmniclass(id: number, info: OmniclassInfo | null) {
    if (info) this.omniclasses.set(id, info)
    else this.omniclasses.delete(id)
  }

  setMakers(omniclassId: number, manufacturerIds: number[]) {
    if (manufacturerIds.length) this.makers.set(omniclassId, manufacturerIds)
    else this.makers.delete(omniclassId)
    this.sortedTitles.delete(omniclassId)
  }

  setManufacturer(id: number, title: string | null) {
    if (title === null) this.titles.delete(id)
    else this.titles.set(id, title)
    this.sortedTitles.clear()
  }

  /** Returns the product keys that gained their first source (new documents) and those that lost their last. */
  setProductSource(source: number, entries: ProductSource[], keyOf: (name: string) => string) {
    const added: [string, string][] = []
    const emptied: string[] = []
    const wanted = new Map<string, ProductSource>()
    for (const entry of entries) {
      const key = keyOf(entry.name)
      if (key && !wanted.has(key)) wanted.set(key, entry)
    }
    for (const key of this.productsOfSource.get(source) ?? []) {
      const product = this.products.get(key)
      if (!product) continue
      product.sources = withoutSource(product.sources, source)
      if (product.sources.length === 0 && !wanted.has(key)) {
        this.products.delete(key)
        emptied.push(key)
      }
    }
    for (const [key, entry] of wanted) {
      let product = this.products.get(key)
      if (!product) {
        product = { name: entry.name.trim(), sources: [] }
        this.products.set(key, product)
        added.push([key, product.name])
      }
      product.sources.push(source, entry.manufacturerId, entry.omniclassId ?? -1)
    }
    if (wanted.size) this.productsOfSource.set(source, [...wanted.keys()])
    else this.productsOfSource.delete(source)
    return { added, emptied }
  }

  nameOf(kind: 'omniclass' | 'product', ref: number | string): string {
    return (
      (kind === 'omniclass'
        ? this.omniclasses.get(ref as number)?.name
        : this.products.get(ref as string)?.name) ?? ''
    )
  }

  omniclassHit(id: number): SearchHit {
    const info = this.omniclasses.get(id)!
    const titles = this.titlesOf(id)
    return {
      kind: 'omniclass',
      number: info.number,
      name: info.name,
      omniclass_name: info.name,
      manufacturer_titles: titles.slice(0, maxHitTitles),
      manufacturer_count: titles.length,
    }
  }

  productHit(key: string): SearchHit {
    const product = this.products.get(key)!
    const makers = new Set<number>()
    for (let i = 0; i < product.sources.length; i += 3) makers.add(product.sources[i + 1]!)
    const titles = [...makers]
      .map((id) => this.titles.get(id))
      .filter((title): title is string => title !== undefined)
      .sort(byTitle)
    const table = this.mainTableOf(product)
    return {
      kind: 'product',
      number: table?.number ?? null,
      name: product.name,
      omniclass_name: table?.name ?? null,
      manufacturer_titles: titles.slice(0, maxHitTitles),
      manufacturer_count: titles.length,
    }
  }

  /** The table most of the product's variants and images name. */
  private mainTableOf(product: Product): OmniclassInfo | null {
    const counts = new Map<number, number>()
    for (let i = 0; i < product.sources.length; i += 3) {
      const omniclassId = product.sources[i + 2]!
      if (this.omniclasses.has(omniclassId)) counts.set(omniclassId, (counts.get(omniclassId) ?? 0) + 1)
    }
    let best: number | null = null
    for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id
    return best === null ? null : this.omniclasses.get(best)!
  }

  private titlesOf(omniclassId: number): string[] {
    const cached = this.sortedTitles.get(omniclassId)
    if (cached) return cached
    const titles = (this.makers.get(omniclassId) ?? [])
      .map((id) => this.titles.get(id))
      .filter((title): title is string => title !== undefined)
      .sort(byTitle)
    this.sortedTitles.set(omniclassId, titles)
    return titles
  }
}

function withoutSource(sources: number[], source: number): number[] {
  const kept: number[] = []
  for (let i = 0; i < sources.length; i += 3)
    if (sources[i] !== source) kept.push(sources[i]!, sources[i + 1]!, sources[i + 2]!)
  return kept
}
