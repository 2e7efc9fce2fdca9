import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

/**
 * A component on a page of its own (`path`, opened at `at`), with a fresh query cache; any other path renders
 * "Next page".
 */
export function renderInRouter(
  element: ReactNode,
  { path = '/form', at }: { path?: string; at?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Next page</p> },
    ],
    { initialEntries: [at ?? path] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}
