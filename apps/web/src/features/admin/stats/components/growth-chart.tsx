import { formatCount } from '../../lib/format'
import { monthLabel, niceMax, runningTotals } from '../lib/growth'

type Props = { title: string; months: string[]; additions: number[]; totalNow: number }

const width = 360
const height = 160
const pad = { top: 10, right: 8, bottom: 22, left: 36 }

/** Monthly additions as columns, with the running total as a line on its own scale. */
export function GrowthChart({ title, months, additions, totalNow }: Props) {
  const totals = runningTotals(totalNow, additions)
  const barMax = niceMax(additions)
  const lineMax = niceMax(totals)
  const plotW = width - pad.left - pad.right
  const plotH = height - pad.top - pad.bottom
  const step = plotW / Math.max(months.length, 1)
  const y = (value: number, max: number) => pad.top + plotH - (value / max) * plotH
  const line = totals.map((total, i) => `${pad.left + step * (i + 0.5)},${y(total, lineMax)}`).join(' ')
  const added = additions.reduce((sum, n) => sum + n, 0)

  return (
    <figure className="space-y-1 rounded-lg border p-4">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="text-muted-foreground text-xs">
          +{formatCount(added)} in {months.length} months · {formatCount(totalNow)} now
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full"
        role="img"
        aria-label={`${title}: ${months.map((m, i) => `${monthLabel(m)} +${additions[i]}`).join(', ')}`}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(barMax * f, barMax)}
              y2={y(barMax * f, barMax)}
              stroke="var(--color-border)"
            />
            <text
              x={pad.left - 4}
              y={y(barMax * f, barMax) + 3}
              textAnchor="end"
              fontSize="9"
              fill="var(--color-muted-foreground)"
            >
              {formatCount(barMax * f)}
            </text>
          </g>
        ))}
        {additions.map((value, i) => (
          <rect
            key={months[i]}
            x={pad.left + step * i + step * 0.15}
            width={step * 0.7}
            y={y(value, barMax)}
            height={(value / barMax) * plotH}
            fill="var(--color-primary)"
            opacity="0.8"
          >
            <title>{`${monthLabel(months[i]!)}: +${formatCount(value)} (total ${formatCount(totals[i]!)})`}</title>
          </rect>
        ))}
        <polyline points={line} fill="none" stroke="var(--color-success)" strokeWidth="2" />
        {months.map((month, i) =>
          i % 2 === months.length % 2 ? null : (
            <text
              key={month}
              x={pad.left + step * (i + 0.5)}
              y={height - 6}
              textAnchor="middle"
              fontSize="9"
              fill="var(--color-muted-foreground)"
            >
              {monthLabel(month)}
            </text>
          ),
        )}
      </svg>
      <p className="text-muted-foreground flex gap-4 text-xs">
        <span className="flex items-center gap-1">
          <span className="bg-primary inline-block size-2 rounded-sm" aria-hidden="true" /> added per month
        </span>
        <span className="flex items-center gap-1">
          <span className="bg-success inline-block h-0.5 w-3" aria-hidden="true" /> running total
        </span>
      </p>
    </figure>
  )
}
