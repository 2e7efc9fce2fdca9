import type { LogoMap } from '../api/get-logo-map'
import type { OptionItem } from '../lib/option-items'
import { OptionRow } from './option-rows'

type Props = {
  id: string
  items: OptionItem[]
  activeId: string | undefined
  expanded: ReadonlySet<string>
  logos: LogoMap
  loading: boolean
  failed: boolean
  onActivate: (item: OptionItem) => void
  onToggle: (key: string) => void
}

/** Groups each expanded hit's choices under it, so the makers read as belonging to their table. */
const isChoice = (item: OptionItem | undefined) => item?.type === 'generic' || item?.type === 'maker'

function groupItems(items: OptionItem[]): OptionItem[][] {
  const groups: OptionItem[][] = []
  for (const item of items) {
    const last = groups[groups.length - 1]
    if (isChoice(item) && last && isChoice(last[0])) last.push(item)
    else groups.push([item])
  }
  return groups
}

/** Spec §2: the dropdown is a table with columns 'Omniclass #' and 'Omniclass Name', at most 20rem high. */
export function OptionList({
  id,
  items,
  activeId,
  expanded,
  logos,
  loading,
  failed,
  onActivate,
  onToggle,
}: Props) {
  const hits = items.filter((item) => item.type === 'hit').length
  const row = (item: OptionItem) => (
    <OptionRow
      key={item.id}
      item={item}
      active={item.id === activeId}
      expanded={expanded}
      logos={logos}
      onActivate={onActivate}
      onToggle={onToggle}
    />
  )
  return (
    <div className="bg-background absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-md border shadow-lg">
      <div
        aria-hidden="true"
        className="bg-muted text-muted-foreground grid grid-cols-[8rem_1fr] gap-3 border-b px-3 py-2 text-xs font-semibold tracking-wide uppercase sm:grid-cols-[10rem_1fr]"
      >
        <span>Omniclass #</span>
        <span>Omniclass Name</span>
      </div>
      {/* above the list, whose last row is the generate footer: the footer closes the dropdown */}
      <p role="status" className="text-muted-foreground border-b px-3 py-2 text-sm empty:hidden">
        {loading
          ? 'Loading options...'
          : failed
            ? 'The options could not be loaded.'
            : hits === 0
              ? 'No matching omniclass.'
              : ''}
      </p>
      <div
        id={id}
        role="listbox"
        aria-label="Omniclasses and products"
        className="max-h-[20rem] overflow-y-auto"
      >
        {groupItems(items).map((group) =>
          group[0] && group[0].type !== 'hit' && group[0].type !== 'generate' ? (
            <div
              key={group[0].id}
              role="group"
              aria-label={`Manufacturers of ${group[0].hit.name}`}
              className="bg-muted/60 flex flex-wrap items-center gap-2 px-3 py-2 pl-8"
            >
              {group.map(row)}
            </div>
          ) : (
            group.map(row)
          ),
        )}
      </div>
    </div>
  )
}
