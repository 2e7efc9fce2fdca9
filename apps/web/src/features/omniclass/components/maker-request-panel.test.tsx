import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  MakerRequestReceiptSchema,
  MyMakerRequestSchema,
  type MyMakerRequest,
} from '@scout/shared/schemas/maker-request'
import { ManufacturerSchema, SimilarMakerSchema, type SimilarMaker } from '@scout/shared/schemas/manufacturer'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { fakeApi } from '@/testing/fake-api'
import { makeManufacturer } from '@/testing/make-manufacturer'
import { renderInRouter } from '@/testing/render-in-router'
import { askButtonText, noMakersHeading } from './maker-request-panel'
import { ParameterSearch } from './parameter-search'

const trampoline: Omniclass = {
  number: '23-21 33 00',
  name: 'Trampoline',
  parameters: [{ name: 'Diameter', values: ['3 m', '4 m'] }],
  manufacturer_titles: [],
  manufacturer_title: null,
  reviewed: true,
  source: 'catalogue',
}
const askedAt = '2026-03-04T10:00:00.000Z'

function api(options: { mine?: MyMakerRequest['request']; fails?: boolean; offered?: SimilarMaker[] } = {}) {
  return fakeApi([
    {
      method: 'GET',
      path: '/api/omniclass/manufacturers/all',
      schema: z.array(ManufacturerSchema),
      answer: () => [],
    },
    {
      method: 'GET',
      path: '/api/omniclass/manufacturers/similar',
      schema: z.array(SimilarMakerSchema),
      answer: () => options.offered ?? [],
    },
    {
      method: 'GET',
      path: '/api/omniclass/maker_requests/mine',
      schema: MyMakerRequestSchema,
      answer: () => ({ request: options.mine ?? null }),
    },
    {
      method: 'POST',
      path: '/api/omniclass/maker_requests',
      schema: MakerRequestReceiptSchema,
      answer: () => {
        if (options.fails) throw new TypeError('Failed to fetch')
        return { requested_at: askedAt, email: 'dana@studio.example' }
      },
    },
  ])
}

function renderSearch() {
  localStorage.clear()
  renderInRouter(<ParameterSearch omniclass={trampoline} renderRequestDialog={() => null} />, {
    path: '/omniclass/:identifier',
    at: '/omniclass/Trampoline',
  })
}
const step3 = () => screen.getByRole('region', { name: /^Step 3/ })
const asked = /^Asked on .+\. We will e-mail you at dana@studio\.example when manufacturers are listed\.$/

describe('Step 3: Ask Scout to find makers (decision 018)', () => {
  it('a table no one makes: asks with a note, then says when and where Scout will write', async () => {
    const { calls } = api()
    renderSearch()
    expect(await within(step3()).findByRole('heading', { name: noMakersHeading })).toBeTruthy()
    await userEvent.type(
      within(step3()).getByLabelText('What should they look for? (optional)'),
      '  Round, 4 m  ',
    )
    await userEvent.click(within(step3()).getByRole('button', { name: askButtonText }))
    const status = await within(step3()).findByTestId('maker-request-asked')
    expect(status.textContent).toMatch(asked)
    expect(status.getAttribute('role')).toBe('status')
    expect(document.activeElement).toBe(status)
    expect(within(step3()).queryByRole('button', { name: askButtonText })).toBeNull()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      omniclass: 'Trampoline',
      note: 'Round, 4 m',
    })
  })

  it('already asked: says so, with no button', async () => {
    api({ mine: { requested_at: askedAt, note: null, email: 'dana@studio.example' } })
    renderSearch()
    expect((await within(step3()).findByTestId('maker-request-asked')).textContent).toMatch(asked)
    expect(within(step3()).queryByRole('button', { name: askButtonText })).toBeNull()
  })

  it('a failed request says why and keeps the button; a note too long is refused before sending', async () => {
    const { calls } = api({ fails: true })
    renderSearch()
    const note = await within(step3()).findByLabelText('What should they look for? (optional)')
    await userEvent.click(note)
    await userEvent.paste('x'.repeat(1001))
    await userEvent.click(within(step3()).getByRole('button', { name: askButtonText }))
    expect(await within(step3()).findByText('Use at most 1000 characters')).toBeTruthy()
    expect(note.getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await userEvent.clear(note)
    await userEvent.click(within(step3()).getByRole('button', { name: askButtonText }))
    expect((await within(step3()).findByRole('alert')).textContent).toContain('Could not ask Scout')
    expect(within(step3()).getByRole('button', { name: askButtonText })).toBeTruthy()
  })

  it('below makers of similar products, without the heading', async () => {
    api({
      offered: [
        {
          ...makeManufacturer('Bounce Co'),
          similar_to: { name: 'Play Equipment', number: null },
          similarity: 1,
        },
      ],
    })
    renderSearch()
    expect(await within(step3()).findByRole('button', { name: askButtonText })).toBeTruthy()
    expect(within(step3()).getByRole('list', { name: 'Makers of similar products' })).toBeTruthy()
    expect(within(step3()).queryByRole('heading', { name: noMakersHeading })).toBeNull()
  })
})
