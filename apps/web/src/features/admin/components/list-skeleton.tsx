import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** Spec §9: 20 skeleton placeholders while an admin list is loading. */
export const listSkeletonCount = 20

export function ListSkeleton({
  count = listSkeletonCount,
  className,
}: {
  count?: number
  className?: string
}) {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading"
      className={cn('grid gap-2', className)}
      data-testid="list-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-9 w-full" data-testid="skeleton-row" />
        </li>
      ))}
    </ul>
  )
}
