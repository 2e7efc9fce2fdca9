import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SuccessSchema } from '@scout/shared/errors'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { fakeApi } from '@/testing/fake-api'
import { OmniclassEditForm } from './omniclass-edit-form'

const table: Omniclass = {
  number: '23-17 11 00',
  name: 'Doors',
  parameters: [{ name: 'Width', values: ['900 mm'] }],
  manufacturer_titles: [],
  manufacturer_title: null,
  reviewed: false,
  source: 'uploaded',
}

function renderForm(shown: Omniclass = table) {
  const api = fakeApi([
    {
      method: 'PUT',
      path: '/admin/omniclass/update',
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    },
  ])
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <OmniclassEditForm table={shown} /> },
      { path: '*', element: <p>Saved page</p> },
    ],
    { initialEntries: ['/edit'] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // the manufacturer picker may read its options; only the writes matter here
  return { writes: () => api.calls.filter((call) => call.method !== 'GET') }
}

describe('the omniclass edit form', () => {
  it("refuses a malformed number with the shared schema's message and sends nothing", async () => {
    const api = renderForm()
    const number = screen.getByLabelText('Number')
    await userEvent.clear(number)
    await userEvent.type(number, '23 doors')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('An OmniClass number looks like 23-17 11 00')).toBeTruthy()
    expect(number.getAttribute('aria-invalid')).toBe('true')
    expect(api.writes()).toEqual([])
  })

  it("refuses an empty name with the shared schema's message", async () => {
    const api = renderForm()
    await userEvent.clear(screen.getByLabelText('Name'))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(api.writes()).toEqual([])
  })

  it('opens a table without a number, and saves it still without one', async () => {
    const api = renderForm({ ...table, number: null })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.writes()).toHaveLength(1))
    expect(api.writes()[0]?.body).toMatchObject({ name: 'Doors', number: null })
  })

  it('saves the trimmed name, and an emptied number as none', async () => {
    const api = renderForm()
    const name = screen.getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, '  Hollow Doors ')
    await userEvent.clear(screen.getByLabelText('Number'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.writes()).toHaveLength(1))
    expect(api.writes()[0]?.body).toMatchObject({
      original_name: 'Doors',
      name: 'Hollow Doors',
      number: null,
    })
  })
})
