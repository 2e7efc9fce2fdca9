import { CircleHelp } from 'lucide-react'
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { AggregatorLegend } from '@/components/aggregator-counts'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip'
import type { ManufacturerRow as Row } from '../lib/fallback-manufacturers'
import { isSelectionDisabled, maxSelectedManufacturers } from '../lib/manufacturer-selection'
import { sortManufacturers, type SortMode } from '../lib/sort-manufacturers'
import { LazySortMenu } from './lazy-sort-menu'
import { ManufacturerRow } from './manufacturer-row'
import { StepHeading } from './step-heading'

export const helpText = 'Selecting parameters and values will refine available manufacturers.'

type Props = {
  omniclass: string
  manufacturers: Row[] | null
  loading: boolean
  error: string | null
  sort: SortMode
  onSortChange: (sort: SortMode) => void
  canExpand: boolean
  expanded: boolean
  onExpandedChange: (expanded: boolean) => void
  selected: string[]
  onToggle: (title: string) => void
  canRequest: boolean
  onRequest: () => void
  /** makers of similar products, shown apart below the list (decision 017) */
  similar?: ReactNode
}

/** Step 3 (spec §2): sort, help, Expand/Collapse, the list, and Request Info. */
export function ManufacturerList(props: Props) {
  const { sort, selected } = props
  // The rows render at transition priority, which React splits into short slices: rendering them as the
  // answer arrived was the page's longest task (decision 010), and held up whatever the user did meanwhile.
  const manufacturers = useDeferredValue(props.manufacturers)
  const sorted = useMemo(
    () => (manufacturers ? sortManufacturers(manufacturers, sort) : null),
    [manufacturers, sort],
  )
  return (
    <section
      aria-labelledby="step-3"
      aria-busy={props.loading}
      className="bg-background rounded-lg border p-4"
    >
      <StepHeading id="step-3" step={3} title="Review Manufacturers">
        <TooltipProvider delayDuration={200}>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button type="button" variant="ghost" size="icon" aria-label="Help">
                <CircleHelp aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            {/* beside the button, not above it: above, it covered Start New Search */}
            <TooltipContent side="left">{helpText}</TooltipContent>
          </Tooltip>
        </TooltipProvider>
      </StepHeading>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <LazySortMenu sort={sort} onSortChange={props.onSortChange} />
        {props.canExpand && (
          <Button
            type="button"
            variant="outline"
            aria-pressed={props.expanded}
            onClick={() => props.onExpandedChange(!props.expanded)}
          >
            {props.expanded ? 'Collapse' : 'Expand'}
          </Button>
        )}
        {props.loading && sorted && <Spinner label="Updating manufacturers" />}
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {selected.length} of {maxSelectedManufacturers} selected
        </p>
        <Button type="button" disabled={!props.canRequest} onClick={props.onRequest}>
          Request Info
        </Button>
      </div>
      {props.error && (
        <p role="alert" className="text-destructive mb-2 text-sm">
          {props.error}
        </p>
      )}
      <AggregatorLegend className="mb-2" />
      {sorted === null ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading manufacturers" />
        </div>
      ) : sorted.length === 0 ? (
        <p className="text-muted-foreground py-4 text-sm">No manufacturers found.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Manufacturers">
          {sorted.map((manufacturer) => (
            <ManufacturerRow
              key={manufacturer.title}
              manufacturer={manufacturer}
              omniclass={props.omniclass}
              checked={selected.includes(manufacturer.title)}
              disabled={isSelectionDisabled(selected, manufacturer.title)}
              onToggle={props.onToggle}
            />
          ))}
        </ul>
      )}
      {props.similar}
    </section>
  )
}
