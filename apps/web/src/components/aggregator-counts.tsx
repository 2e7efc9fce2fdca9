import { aggregators, type Aggregator, type AggregatorContent } from '@scout/shared/schemas/manufacturer'
import { cn } from '@/lib/utils'

/** Spec §1 names the four aggregators; each gets a small mark in its own colour. */
export const aggregatorLabels: Record<Aggregator, { name: string; mark: string; className: string }> = {
  architizer: { name: 'Architizer', mark: 'A', className: 'bg-slate-900 text-white' },
  caddetails: { name: 'CADDetails', mark: 'CD', className: 'bg-orange-700 text-white' },
  bimobject: { name: 'BimObject', mark: 'BO', className: 'bg-teal-800 text-white' },
  bimsmith: { name: 'BIMSmith', mark: 'BS', className: 'bg-indigo-800 text-white' },
}

/** Spec §3: -1 means files are available with an unknown count. */
export function describeCount(count: number): string {
  return count === -1 ? 'available' : String(count)
}

/** The four aggregator logos with their counts. */
export function AggregatorCounts({
  content,
  className,
  showNames = false,
}: {
  content: AggregatorContent
  className?: string
  showNames?: boolean
}) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-1.5', className)} aria-label="Aggregator content">
      {aggregators.map((key) => {
        const label = aggregatorLabels[key]
        const count = content[key]
        return (
          <li
            key={key}
            className={cn(
              'bg-background inline-flex items-center gap-1 rounded-md border pr-1.5 text-xs',
              count === 0 && 'text-muted-foreground',
            )}
            aria-label={`${label.name}: ${count === -1 ? 'files available' : `${count} files`}`}
            title={label.name}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid h-5 min-w-5 place-items-center rounded-l-md px-1 text-[10px] font-bold',
                label.className,
              )}
            >
              {label.mark}
            </span>
            <span aria-hidden="true" className="tabular-nums">
              {showNames && <span className="mr-1 font-medium">{label.name}</span>}
              {describeCount(count)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/** What the four marks stand for: the counts are BIM/CAD files on each site. */
export function AggregatorLegend({ className }: { className?: string }) {
  return (
    <p className={cn('text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs', className)}>
      <span>Files on:</span>
      {aggregators.map((key) => (
        <span key={key} className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className={cn(
              'grid h-4 min-w-4 place-items-center rounded px-0.5 text-[9px] font-bold',
              aggregatorLabels[key].className,
            )}
          >
            {aggregatorLabels[key].mark}
          </span>
          {aggregatorLabels[key].name}
        </span>
      ))}
    </p>
  )
}
