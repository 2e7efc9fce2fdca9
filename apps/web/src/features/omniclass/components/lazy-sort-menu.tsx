import { ChevronDown } from 'lucide-react'
import { lazy, Suspense, type ComponentProps } from 'react'
import { sortLabels } from '../lib/sort-manufacturers'

const SortMenu = lazy(() => import('./sort-menu'))

/**
 * The sort menu, with its Radix Select loaded after the page (it kept parameter search over its 200 KB JS
 * budget). Until then a disabled look-alike stands in, so nothing moves on the page.
 */
export function LazySortMenu(props: ComponentProps<typeof SortMenu>) {
  const standIn = (
    <button
      type="button"
      aria-label="Sort manufacturers"
      disabled
      className="bg-background flex h-10 w-44 items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
    >
      {sortLabels[props.sort]}
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      <SortMenu {...props} />
    </Suspense>
  )
}
