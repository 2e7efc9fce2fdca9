import { QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError, isSessionEnded, reasonOf } from './api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** failureTitle: a failed read shows a destructive toast with the reason (decisions.md §5, departure 3) */
    queryMeta: { failureTitle?: string; logText?: string }
  }
}

/** A 4xx will answer the same on a retry; a network blip or a 5xx may not. */
function shouldRetry(failures: number, error: unknown) {
  if (error instanceof ApiError && error.status < 500) return false
  return failures < 1
}

/**
 * The app's one cache of server reads (decision record 014). Reads stay fresh for 30 s, so going back to a
 * page shows it at once; a write updates or invalidates what it changed. Sign-out and a 401 clear it whole.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // the sign-in page is on its way with the reason; a toast would only repeat it
      if (isSessionEnded(error)) return
      const title = query.meta?.failureTitle
      if (query.meta?.logText) console.error(query.meta.logText, error)
      if (title) toast({ variant: 'destructive', title, description: reasonOf(error) })
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
