import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { isChunkLoadError } from '@/lib/lazy-route'

export const genericErrorText = "Oops! We're sorry, something went wrong. Please refresh the page."

/** The route error screen: spec texts for a generic failure and for a chunk that did not load. */
export function ErrorScreen() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : undefined
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && status && status < 500
      ? error.data
      : isChunkLoadError(error)
        ? error.message
        : genericErrorText
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button onClick={() => window.location.reload()}>Refresh the page</Button>
    </div>
  )
}
