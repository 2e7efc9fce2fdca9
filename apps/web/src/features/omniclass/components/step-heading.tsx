import type { ReactNode } from 'react'

export function StepHeading({
  id,
  step,
  title,
  children,
}: {
  id: string
  step: number
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mb-3 flex min-h-9 flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold">
        <span className="bg-primary text-primary-foreground mr-2 rounded px-2 py-0.5 text-xs font-semibold uppercase">
          Step {step}
        </span>
        {title}
      </h2>
      {children}
    </div>
  )
}
