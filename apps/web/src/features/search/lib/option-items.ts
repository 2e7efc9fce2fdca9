import type { SearchHit } from '../api/search-catalogue'

/** A row the keyboard can land on: a hit, one of its expanded choices, or the generate footer. */
export type OptionItem =
  | { type: 'hit'; id: string; hit: SearchHit }
  | { type: 'generic'; id: string; hit: SearchHit }
  | { type: 'maker'; id: string; hit: SearchHit; title: string }
  | { type: 'generate'; id: string }

export const hitKey = (hit: SearchHit) => `${hit.kind}:${hit.name}`
/** The table a row opens: a product opens the table it belongs to, when its images name one. */
export const omniclassOf = (hit: SearchHit): string | null =>
  hit.kind === 'product' ? hit.omniclass_name : hit.name
export const canExpand = (hit: SearchHit) => hit.manufacturer_titles.length > 0

const idOf = (key: string) => `option-${key.replace(/[^a-z0-9]+/gi, '-')}`

/** The dropdown's rows in keyboard order; expanded hits are followed by their own choices. */
export function buildOptionItems(
  hits: SearchHit[],
  expanded: ReadonlySet<string>,
  showGenerate: boolean,
): OptionItem[] {
  const items: OptionItem[] = []
  hits.forEach((hit, index) => {
    const base = `${index}-${idOf(hitKey(hit))}`
    items.push({ type: 'hit', id: base, hit })
    if (!expanded.has(hitKey(hit)) || !canExpand(hit)) return
    if (omniclassOf(hit)) items.push({ type: 'generic', id: `${base}-generic`, hit })
    hit.manufacturer_titles.forEach((title, makerIndex) =>
      items.push({ type: 'maker', id: `${base}-maker-${makerIndex}`, hit, title }),
    )
  })
  if (showGenerate) items.push({ type: 'generate', id: 'option-generate' })
  return items
}

/** Where Left goes from an expanded choice: back to the hit it belongs to. */
export function parentIndexOf(items: OptionItem[], index: number): number {
  const item = items[index]
  if (!item || item.type === 'hit' || item.type === 'generate') return index
  return items.findIndex((candidate) => candidate.type === 'hit' && candidate.hit === item.hit)
}
