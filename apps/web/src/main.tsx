import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
