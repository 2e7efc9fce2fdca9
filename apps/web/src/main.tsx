// first: whichever of index.html's boot script and this module runs first starts the page's reads
import '@/boot/start'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { closeEarlyRequests } from '@/boot/early-requests'
import { onSessionEnded } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { createRouter } from './app/router'
import { handleSessionEnded } from './app/session-ended'
import './index.css'

// a deploy replaced the chunks this page knows: reload once to pick up the new ones
window.addEventListener('vite:preloadError', () => {
  if (!sessionStorage.getItem('scout:reloaded')) {
    sessionStorage.setItem('scout:reloaded', '1')
    window.location.reload()
  }
})

const router = createRouter()
onSessionEnded(() => handleSessionEnded(router))
// early answers are for the first page only: a later visit must read afresh
const stopWatching = router.subscribe((state) => {
  if (!state.initialized) return
  closeEarlyRequests()
  stopWatching()
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
