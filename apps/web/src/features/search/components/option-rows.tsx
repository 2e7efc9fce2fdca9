import { ChevronDown, ChevronRight, Sparkles } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { LogoMap } from '../api/get-logo-map'
import { canExpand, hitKey, type OptionItem } from '../lib/option-items'

export const generateText = "Can't find what you're looking for? Select to generate a new omniclass."

type OptionRowProps = {
  item: OptionItem
  active: boolean
  expanded: ReadonlySet<string>
  logos: LogoMap
  onActivate: (item: OptionItem) => void
  onToggle: (key: string) => void
}

const rowClass = (active: boolean) =>
  cn(
    'flex w-full cursor-pointer items-center gap-3 px-3 py-2 text-left text-sm',
    active ? 'bg-blue-100 outline-2 -outline-offset-2 outline-ring' : 'hover:bg-muted',
  )

/** One row of the dropdown. Rows are options of a listbox: focus stays in the input (aria-activedescendant). */
export function OptionRow({ item, active, expanded, logos, onActivate, onToggle }: OptionRowProps) {
  // mousedown would blur the input and close the list before the click lands
  const common = {
    id: item.id,
    role: 'option' as const,
    'aria-selected': active,
    tabIndex: -1,
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => onActivate(item),
    onKeyDown: () => undefined,
  }
  if (item.type === 'generate') {
    return (
      <div {...common} className={cn(rowClass(active), 'text-primary border-t font-medium')}>
        <Sparkles className="size-4 shrink-0" aria-hidden="true" />
        {generateText}
      </div>
    )
  }
  if (item.type === 'generic') {
    return (
      <div {...common} className={cn(rowClass(active), 'text-primary w-auto rounded-md border font-medium')}>
        View Generic Omniclass
      </div>
    )
  }
  if (item.type === 'maker') {
    const logo = logos[item.title]
    return (
      <div
        {...common}
        aria-label={item.title}
        title={item.title}
        className={cn(
          'bg-background flex h-14 w-28 cursor-pointer items-center justify-center rounded-md border p-1 text-center text-xs',
          active ? 'outline-ring outline-2 outline-offset-1' : 'hover:border-primary',
        )}
      >
        {logo ? (
          <img src={logo} alt="" className="max-h-12 max-w-full object-contain" loading="lazy" />
        ) : (
          <span className="line-clamp-2">{item.title}</span>
        )}
      </div>
    )
  }
  const key = hitKey(item.hit)
  const isOpen = expanded.has(key)
  const expandable = canExpand(item.hit)
  const makers = item.hit.manufacturer_titles.length
  // the name comes from the visible text (WCAG 2.5.3), with the expand state added for screen readers
  return (
    <div
      {...common}
      className={cn(rowClass(active), 'grid grid-cols-[8rem_1fr_auto] sm:grid-cols-[10rem_1fr_auto]')}
    >
      <span className="text-muted-foreground font-mono text-xs">{item.hit.number ?? ''}</span>{' '}
      <span>
        {item.hit.name}
        {item.hit.kind === 'product' && (
          <span className="bg-muted text-muted-foreground ml-2 rounded px-1.5 text-xs"> Product</span>
        )}
        {item.hit.awaiting_review && (
          <span
            className="ml-2 rounded border border-yellow-400 bg-yellow-100 px-1.5 text-xs text-yellow-900"
            data-testid="awaiting-review-badge"
          >
            {' '}
            Generated, awaiting review
          </span>
        )}
      </span>
      {expandable && (
        <span className="sr-only">{`, ${makers} manufacturer${makers === 1 ? '' : 's'}, ${isOpen ? 'expanded' : 'collapsed'}`}</span>
      )}
      {expandable ? (
        <span
          aria-hidden="true"
          className="rounded p-1 hover:bg-slate-200"
          onClick={(event) => {
            event.stopPropagation()
            onToggle(key)
          }}
        >
          {isOpen ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
        </span>
      ) : (
        <span />
      )}
    </div>
  )
}
