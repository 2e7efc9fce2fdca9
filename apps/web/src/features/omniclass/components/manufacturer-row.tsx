import { BadgeCheck, Link2 } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import { Link } from 'react-router'
import { AggregatorCounts } from '@/components/aggregator-counts'
import { ManufacturerLogo } from '@/components/manufacturer-logo'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import type { ManufacturerRow as Row } from '../lib/fallback-manufacturers'

type Props = {
  manufacturer: Row
  omniclass: string
  checked: boolean
  disabled: boolean
  /** stable across renders (with the title passed back), so a selection re-renders only the rows it changes */
  onToggle: (title: string) => void
  /** a line under the title: a maker of similar products' "Makes Fire Doors" */
  note?: string
  /** a button at the row's end: an administrator's Associate */
  action?: ReactNode
}

/** Step 3 row (spec §2): checkbox, title link, Verified badge, a red icon for professional links, aggregator counts. */
export const ManufacturerRow = memo(function ManufacturerRow({
  manufacturer,
  omniclass,
  checked,
  disabled,
  onToggle,
  note,
  action,
}: Props) {
  const checkboxId = `select-${manufacturer.title.replace(/[^a-z0-9]+/gi, '-')}`
  return (
    <li
      data-highlighted={manufacturer.highlighted || undefined}
      className={cn(
        'flex items-start gap-3 rounded-md border p-3',
        manufacturer.highlighted ? 'border-green-600 bg-green-50' : 'bg-background',
      )}
    >
      <Checkbox
        id={checkboxId}
        className="mt-0.5"
        checked={checked}
        disabled={disabled || manufacturer.fallback}
        onCheckedChange={() => onToggle(manufacturer.title)}
        aria-label={`Select ${manufacturer.title}`}
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <ManufacturerLogo src={manufacturer.logo} title={manufacturer.title} className="h-8 w-20" />
          {manufacturer.url ? (
            // spec §2: the page opens with the omniclass passed along as navigation state (for its breadcrumb)
            <Link
              to={paths.manufacturer(manufacturer.title)}
              state={{ omniclass }}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {manufacturer.title}
            </Link>
          ) : (
            <span className="font-medium">{manufacturer.title}</span>
          )}
          {manufacturer.verified && (
            <Badge variant="success">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </Badge>
          )}
          {manufacturer.links_for_professionals.length > 0 && (
            <Link2 className="size-4 text-red-700" role="img" aria-label="Has links for professionals" />
          )}
          {manufacturer.fallback && (
            <span className="text-muted-foreground text-xs">
              Named in this table, not yet in the catalogue: it cannot be asked for information
            </span>
          )}
          {manufacturer.highlighted && (
            <span className="text-xs font-medium text-green-800">Matches your values</span>
          )}
        </div>
        {note && <p className="text-muted-foreground text-sm">{note}</p>}
        <AggregatorCounts content={manufacturer.aggregator_content} />
      </div>
      {action}
    </li>
  )
})
