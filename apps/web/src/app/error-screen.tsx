import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { isSessionEnded } from '@/lib/api-client'
import { isChunkLoadError } from '@/lib/lazy-route'

export const genericErrorText = "Oops! We're sorry, something went wrong. Please refresh the page."

/** The route error screen: spec texts for a generic failure and for a chunk that did not load. */
export function ErrorScreen() {
  const error = useRouteError()
  // the session ended: the sign-in page is on its way, with the reason (session-ended.ts)
  if (isSessionEnded(error)) return null
  const status = isRouteErrorResponse(error) ? error.status : undefined
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && status && status < 500
      ? error.data
      : isChunkLoadError(error)
        ? error.message
        : genericErrorText
  // a 4xx names what is missing: refreshing will not bring it, so offer a way on instead
  const missing = status !== undefined && status < 500
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <title>{status === 404 ? 'Page not found · Scout' : 'Something went wrong · Scout'}</title>
      <h1 className="text-2xl font-semibold">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {missing ? (
          <Button asChild>
            <Link to={paths.home()}>Back to search</Link>
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Refresh the page</Button>
        )}
        <Button variant="outline" onClick={() => window.history.back()}>
          Go back
        </Button>
      </div>
    </div>
  )
}
