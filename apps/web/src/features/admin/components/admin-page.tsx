import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** Spec §2: admin pages use a centred column. */
export function AdminPage({
  title,
  description,
  actions,
  children,
  wide = false,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  wide?: boolean
}) {
  return (
    <section className={cn('mx-auto w-full space-y-6', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      {typeof title === 'string' && <title>{`${title} · Scout admin`}</title>}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  )
}
