import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ManufacturerSchema } from '@scout/shared/schemas/manufacturer'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { RefinementResponseSchema } from '@scout/shared/schemas/search'
import { fakeApi } from '@/testing/fake-api'
import { makeManufacturer } from '@/testing/make-manufacturer'
import { renderInRouter } from '@/testing/render-in-router'
import { ParameterSearch } from './parameter-search'

const maker = makeManufacturer

const doors: Omniclass = {
  number: '23-17 11 00',
  name: 'Doors',
  parameters: [
    { name: 'Finish', values: ['Matte', 'Gloss'] },
    { name: 'Width', values: ['36 in', '40 in'] },
    { name: 'Manufacturer', values: ['Acme Doors', 'Birch & Co'] },
  ],
  manufacturer_titles: ['Acme Doors', 'Birch & Co'],
  manufacturer_title: null,
  reviewed: true,
  source: 'catalogue',
}

function renderSearch(omniclass: Omniclass) {
  return renderInRouter(<ParameterSearch omniclass={omniclass} renderRequestDialog={() => null} />, {
    path: '/omniclass/:identifier',
    at: '/omniclass/Doors',
  })
}

const stepOf = (n: number) => screen.getByRole('region', { name: new RegExp(`^Step ${n}`) })

describe('the parameter search', () => {
  it("shows a parameter's values, refines by the chosen one and highlights who offers it", async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: '/api/omniclass/manufacturers/all',
        schema: z.array(ManufacturerSchema),
        answer: () => [maker('Acme Doors'), maker('Birch & Co')],
      },
      {
        method: 'POST',
        path: '/api/manufacturer/selected_parameters',
        schema: RefinementResponseSchema,
        answer: () => ({
          manufacturers: [
            { ...maker('Birch & Co'), highlighted: true },
            { ...maker('Acme Doors'), highlighted: false },
          ],
          facets: [
            {
              name: 'Finish',
              values: [
                { value: 'Matte', count: 1 },
                { value: 'Gloss', count: 0 },
              ],
            },
          ],
        }),
      },
    ])
    const router = renderSearch(doors)
    const list = await within(stepOf(3)).findByRole('list', { name: 'Manufacturers' })
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2)
    // the Manufacturer column names makers: it is no parameter to refine by
    expect(within(stepOf(1)).queryByRole('button', { name: /^Manufacturer/ })).toBeNull()

    await userEvent.click(within(stepOf(1)).getByRole('button', { name: /^Finish/ }))
    await userEvent.click(within(stepOf(2)).getByRole('button', { name: /^Matte/ }))

    await within(stepOf(3)).findByText('Matches your values')
    const refine = api.calls.find((call) => call.path === '/api/manufacturer/selected_parameters')
    expect(refine?.body).toEqual({ omniclass: 'Doors', parameters: [{ name: 'Finish', value: 'Matte' }] })
    // the search lives in the address, so a reload or a link brings it back
    await waitFor(() => expect(router.state.location.search).toContain('Matte'))
  })

  it("lists a table's own maker names when it has no manufacturers, and none of them can be selected", async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/omniclass/manufacturers/all',
        schema: z.array(ManufacturerSchema),
        answer: () => [],
      },
    ])
    renderSearch({ ...doors, manufacturer_titles: [] })
    const box = await within(stepOf(3)).findByRole('checkbox', { name: 'Select Acme Doors' })
    expect(box).toHaveProperty('disabled', true)
    expect(within(stepOf(3)).getAllByText(/not yet in the catalogue/)).toHaveLength(2)
  })
})
