import { lazy, Suspense, useState } from 'react'
import type { RequestDialogProps } from './request-dialog'

const RequestDialog = lazy(() =>
  import('./request-dialog').then((module) => ({ default: module.RequestDialog })),
)

/**
 * The request form (a third of the parameter search's code) loads when first opened, not with the
 * page; once loaded it stays mounted, so closing and reopening keeps what was typed.
 */
export function LazyRequestDialog(props: RequestDialogProps) {
  const [wanted, setWanted] = useState(props.open)
  if (props.open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <RequestDialog {...props} />
    </Suspense>
  )
}
