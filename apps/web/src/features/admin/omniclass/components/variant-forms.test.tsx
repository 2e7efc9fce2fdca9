import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import { OmniclassSchema, OmniclassSummarySchema } from '@scout/shared/schemas/omniclass'
import { fakeApi } from '@/testing/fake-api'
import { renderInRouter } from '@/testing/render-in-router'
import { CreateVariantForm } from './create-variant-form'
import { VariantEditForm } from './variant-edit-form'

const doors = {
  number: '23-17 11 00',
  name: 'Doors',
  parameters: [
    { name: 'Manufacturer', values: ['Acme'] },
    { name: 'Width', values: ['900 mm'] },
  ],
  manufacturer_titles: ['Acme'],
  manufacturer_title: null,
  reviewed: true,
  source: 'catalogue' as const,
}

function variantApi() {
  const api = fakeApi([
    {
      method: 'GET',
      path: '/admin/omniclass/all',
      schema: z.array(OmniclassSummarySchema),
      answer: () => [{ number: doors.number, name: doors.name, reviewed: true, source: 'catalogue' }],
    },
    { method: 'GET', path: '/admin/omniclass/get', schema: OmniclassSchema, answer: () => doors },
    ...['/admin/omniclass/variant/create', '/admin/omniclass/create'].map((path) => ({
      method: 'POST',
      path,
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    })),
    {
      method: 'PUT',
      path: '/admin/omniclass/variant/update',
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    },
  ])
  return { writes: () => api.calls.filter((call) => call.method !== 'GET') }
}

async function paste(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label))
  await userEvent.paste(text)
}

describe('the create-variant form (limits and messages from the shared VariantSchema and OmniclassWriteSchema)', () => {
  it('asks for the table and the manufacturer, and sends nothing', async () => {
    const api = variantApi()
    renderInRouter(<CreateVariantForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Create variant' }))
    expect(await screen.findByText('Choose a table')).toBeTruthy()
    expect(screen.getByText('Choose a manufacturer')).toBeTruthy()
    expect(api.writes()).toEqual([])
  })

  it('refuses a new table name over 300 characters and a malformed number, and sends nothing', async () => {
    const api = variantApi()
    renderInRouter(<CreateVariantForm omniclass="Doors" />)
    await userEvent.click(screen.getByLabelText('A new table with these parameters'))
    await paste('New table name', 'N'.repeat(301))
    await paste('Number (optional)', '23 doors')
    await userEvent.click(screen.getByRole('button', { name: 'Create variant' }))
    expect(await screen.findByText('Use at most 300 characters')).toBeTruthy()
    expect(screen.getByText('An OmniClass number looks like 23-17 11 00')).toBeTruthy()
    expect(screen.getByLabelText('New table name').getAttribute('maxlength')).toBeNull()
    expect(api.writes()).toEqual([])
  })

  it("creates the manufacturer's variant with its name in the manufacturer column", async () => {
    const api = variantApi()
    renderInRouter(<CreateVariantForm omniclass="Doors" manufacturer="Bolt Hinges" />)
    await userEvent.click(screen.getByRole('button', { name: 'Create variant' }))
    await waitFor(() => expect(api.writes()).toHaveLength(1))
    expect(api.writes()[0]).toMatchObject({
      path: '/admin/omniclass/variant/create',
      body: {
        omniclass_name: 'Doors',
        manufacturer_title: 'Bolt Hinges',
        parameters: [{ name: 'Manufacturer', values: ['Bolt Hinges'] }, doors.parameters[1]],
      },
    })
  })
})

describe("the variant edit form's product names (VariantSchema's limits, line by line)", () => {
  const renderEdit = () =>
    renderInRouter(
      <VariantEditForm
        omniclass="Doors"
        manufacturer="Acme"
        parameters={doors.parameters}
        productNames={['Door 1']}
        exists
      />,
    )

  it('refuses a product name over 300 characters, naming its line, and sends nothing', async () => {
    const api = variantApi()
    renderEdit()
    await paste('Product names, one per line', `\n${'P'.repeat(301)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Line 2: Use at most 300 characters')).toBeTruthy()
    expect(api.writes()).toEqual([])
  })

  it('sends the names trimmed, blank lines dropped', async () => {
    const api = variantApi()
    renderEdit()
    await paste('Product names, one per line', '\n\n  Door 2  ')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.writes()).toHaveLength(1))
    expect(api.writes()[0]?.body).toMatchObject({ product_names: ['Door 1', 'Door 2'] })
  })
})
