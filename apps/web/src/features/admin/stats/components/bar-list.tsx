import { formatCount } from '../../lib/format'

type Bar = { label: string; value: number; color?: string }

/** Parts of a whole as horizontal bars, each with its count and share. */
export function BarList({ title, bars }: { title: string; bars: Bar[] }) {
  const total = bars.reduce((sum, bar) => sum + bar.value, 0)
  return (
    <figure className="space-y-2 rounded-lg border p-4">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar) => {
          const share = total ? bar.value / total : 0
          return (
            <li key={bar.label} className="space-y-1">
              <div className="flex justify-between text-xs">
                <span>{bar.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatCount(bar.value)} ({Math.round(share * 100)}%)
                </span>
              </div>
              <div className="bg-muted h-2 rounded-full" aria-hidden="true">
                <div
                  className="h-2 rounded-full"
                  style={{ width: `${share * 100}%`, backgroundColor: bar.color ?? 'var(--color-primary)' }}
                />
              </div>
            </li>
          )
        })}
      </ul>
    </figure>
  )
}
