import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createRouter } from './app/router'
import './index.css'

// a deploy replaced the chunks this page knows: reload once to pick up the new ones
window.addEventListener('vite:preloadError', () => {
  if (!sessionStorage.getItem('scout:reloaded')) {
    sessionStorage.setItem('scout:reloaded', '1')
    window.location.reload()
  }
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
)
