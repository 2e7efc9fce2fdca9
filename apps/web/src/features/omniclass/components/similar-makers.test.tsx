import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SuccessSchema } from '@scout/shared/errors'
import {
  ManufacturerSchema,
  SimilarMakerSchema,
  type Manufacturer,
  type SimilarMaker,
} from '@scout/shared/schemas/manufacturer'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { fakeApi } from '@/testing/fake-api'
import { makeManufacturer } from '@/testing/make-manufacturer'
import { renderInRouter } from '@/testing/render-in-router'
import { ParameterSearch } from './parameter-search'
import { similarExplanation } from './similar-makers'

const maker = makeManufacturer
const similar = (title: string, lender: string, similarity: number): SimilarMaker => ({
  ...maker(title),
  similar_to: { name: lender, number: null },
  similarity,
})

const acoustic: Omniclass = {
  number: null,
  name: 'Acoustic Fire Doors',
  parameters: [
    { name: 'Fire Rating', values: ['20 min', '60 min'] },
    { name: 'Finish', values: ['Matte', 'Gloss'] },
  ],
  manufacturer_titles: [],
  manufacturer_title: null,
  reviewed: false,
  source: 'generated',
}

function api(own: Manufacturer[], offered: SimilarMaker[]) {
  return fakeApi([
    {
      method: 'GET',
      path: '/api/omniclass/manufacturers/all',
      schema: z.array(ManufacturerSchema),
      answer: () => own,
    },
    {
      method: 'GET',
      path: '/api/omniclass/manufacturers/similar',
      schema: z.array(SimilarMakerSchema),
      answer: () => offered,
    },
    {
      method: 'POST',
      path: '/admin/omniclass/manufacturers/associate',
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    },
  ])
}

function renderSearch(canAssociate = false, extra: Omniclass['parameters'] = []) {
  renderInRouter(
    <ParameterSearch
      omniclass={{ ...acoustic, parameters: [...acoustic.parameters, ...extra] }}
      canAssociate={canAssociate}
      renderRequestDialog={() => null}
    />,
    { path: '/omniclass/:identifier', at: '/omniclass/Acoustic_Fire_Doors' },
  )
}

const step3 = () => screen.getByRole('region', { name: /^Step 3/ })
const offered = [similar('Verified Fire Co', 'Fire Doors', 4.2), similar('Portal Works', 'Doors', 2.1)]

describe('Step 3: makers of similar products', () => {
  it('shows them apart, under their heading, each with what it makes; they can be selected', async () => {
    localStorage.clear()
    api([], offered)
    renderSearch()
    const list = await within(step3()).findByRole('list', { name: 'Makers of similar products' })
    expect(within(step3()).getByText(similarExplanation)).toBeTruthy()
    expect(await within(step3()).findByText('No manufacturers found.')).toBeTruthy()
    expect([...list.children].map((row) => row.textContent)).toEqual([
      expect.stringContaining('Makes Fire Doors'),
      expect.stringContaining('Makes Doors'),
    ])
    expect(within(list).queryByRole('button', { name: /^Associate/ })).toBeNull()
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select Verified Fire Co' }))
    expect(within(step3()).getByText('1 of 5 selected')).toBeTruthy()
  })

  it("shows a maker named in the table's Manufacturer column once, among the makers of similar products", async () => {
    localStorage.clear()
    api([], offered)
    renderSearch(false, [{ name: 'Manufacturer', values: ['Verified Fire Co', 'Unlisted Maker'] }])
    const list = await within(step3()).findByRole('list', { name: 'Makers of similar products' })
    expect(within(list).getByRole('checkbox', { name: 'Select Verified Fire Co' })).toBeTruthy()
    const own = await within(step3()).findByRole('list', { name: 'Manufacturers' })
    expect(within(own).getByRole('checkbox', { name: 'Select Unlisted Maker' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(within(own).queryByRole('checkbox', { name: 'Select Verified Fire Co' })).toBeNull()
  })

  it('offers none beside real manufacturers', async () => {
    localStorage.clear()
    api([maker('Blaze Doors')], [])
    renderSearch()
    await within(step3()).findByRole('list', { name: 'Manufacturers' })
    expect(within(step3()).queryByText('Makers of similar products')).toBeNull()
  })

  it("an administrator's Associate makes one a real manufacturer", async () => {
    localStorage.clear()
    const calls = api([], offered).calls
    renderSearch(true)
    const list = await within(step3()).findByRole('list', { name: 'Makers of similar products' })
    await userEvent.click(
      within(list).getByRole('button', { name: 'Associate Portal Works with Acoustic Fire Doors' }),
    )
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/admin/omniclass/manufacturers/associate')?.body).toEqual({
        omniclass: 'Acoustic Fire Doors',
        manufacturer_title: 'Portal Works',
      }),
    )
    // both lists are asked again
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/omniclass/manufacturers/similar')).toHaveLength(2),
    )
  })
})
