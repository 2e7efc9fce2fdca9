import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SuccessSchema } from '@scout/shared/errors'
import { Component as CreateManufacturer } from '@/app/routes/admin/manufacturer-create'
import { fakeApi } from '@/testing/fake-api'
import { renderInRouter } from '@/testing/render-in-router'

function renderCreate() {
  const api = fakeApi([
    {
      method: 'POST',
      path: '/admin/manufacturer/create',
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    },
  ])
  const router = renderInRouter(<CreateManufacturer />)
  return { router, writes: () => api.calls.filter((call) => call.method !== 'GET') }
}

async function fill(label: string, text: string) {
  const box = screen.getByLabelText(label)
  await userEvent.clear(box)
  await userEvent.click(box)
  await userEvent.paste(text)
  return box
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Create' }))

describe('the manufacturer form (limits and messages from the shared ManufacturerWriteSchema)', () => {
  it('refuses a title over 300 characters with the schema message, and sends nothing', async () => {
    const api = renderCreate()
    const title = await fill('Title', 'A'.repeat(301))
    await create()
    expect(await screen.findByText('Use at most 300 characters')).toBeTruthy()
    expect(title.getAttribute('aria-invalid')).toBe('true')
    // no HTML limit of its own: the schema is the only source
    expect(title.getAttribute('maxlength')).toBeNull()
    expect(api.writes()).toEqual([])
  })

  it('names each bad field: no title, a homepage that is not http(s), a bad e-mail, data that is not an object', async () => {
    const api = renderCreate()
    await fill('Homepage', 'acme.example')
    await fill('Contact e-mail', 'not-an-address')
    await fill('Data (JSON object)', '[1, 2]')
    await create()
    expect(await screen.findByText('Title is required')).toBeTruthy()
    expect(screen.getByText('Use an http(s) address')).toBeTruthy()
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy()
    expect(screen.getByText('Data must be a JSON object, like {"key": "value"}')).toBeTruthy()
    expect(api.writes()).toEqual([])
  })

  it('asks a link for its title, and below -1 for a count, on the row it is about', async () => {
    const api = renderCreate()
    await fill('Title', 'Acme Doors')
    await userEvent.click(screen.getAllByRole('button', { name: 'Add a link' })[0]!)
    await fill('Links for professionals 1 address', 'https://bim.example/acme')
    await fill('Architizer', '-2')
    await create()
    expect(await screen.findByText('A link needs a title')).toBeTruthy()
    expect(screen.getByText('Use -1 (available, count unknown) or a count of 0 or more')).toBeTruthy()
    expect(api.writes()).toEqual([])
  })

  it('sends a valid manufacturer trimmed, empty boxes as null and blank link rows dropped', async () => {
    const api = renderCreate()
    await fill('Title', '  Acme Doors ')
    await fill('Homepage', 'https://acme.example')
    await userEvent.click(screen.getAllByRole('button', { name: 'Add a link' })[1]!)
    await create()
    await waitFor(() => expect(api.writes()).toHaveLength(1))
    expect(api.writes()[0]?.body).toMatchObject({
      title: 'Acme Doors',
      url: 'https://acme.example',
      email: null,
      additional_links: [],
      data: null,
    })
    expect(await screen.findByText('Next page')).toBeTruthy()
  })
})
