import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RfiDraftResponseSchema } from '@scout/shared/schemas/rfi'
import { fakeApi } from '@/testing/fake-api'
import { RequestDialog } from './request-dialog'

// the draft names the categories asked for, so each change is visible in the text
function draftApi() {
  return fakeApi([
    {
      method: 'POST',
      path: '/api/omniclass/manufacturers/request/generate',
      schema: RfiDraftResponseSchema,
      answer: (body) => {
        const asked = (body as { file_requests: string[] }).file_requests
        return `Dear manufacturer,\nplease send ${asked.length ? asked.join(', ') : 'product information'}.`
      },
    },
  ])
}

function renderDialog(account = 'casey@firm.test') {
  const view = render(
    <RequestDialog
      open
      onOpenChange={() => undefined}
      omniclass="Doors"
      parameters={[{ name: 'Finish', value: 'Matte' }]}
      manufacturerTitles={['Acme Doors']}
      defaultName="Casey"
      defaultEmail={account}
    />,
  )
  return Object.assign(screen.getByLabelText('E-mail content'), { unmount: view.unmount })
}

describe('the RFI dialog', () => {
  it('writes the draft on opening and rewrites it for the categories while it is untouched', async () => {
    const api = draftApi()
    const content = renderDialog()
    await waitFor(() =>
      expect(content).toHaveProperty('value', 'Dear manufacturer,\nplease send product information.'),
    )
    await userEvent.click(screen.getByLabelText('Brochures'))
    await waitFor(() => expect(content).toHaveProperty('value', 'Dear manufacturer,\nplease send Brochures.'))
    expect(api.calls.filter((c) => c.path.endsWith('/generate'))).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Send Request' })).toHaveProperty('disabled', false)
  })

  it('keeps edited text, offers the new draft, and undoes taking it', async () => {
    draftApi()
    const content = renderDialog()
    await waitFor(() =>
      expect(content).toHaveProperty('value', 'Dear manufacturer,\nplease send product information.'),
    )
    await userEvent.type(content, ' Forty units, please.')
    const mine = 'Dear manufacturer,\nplease send product information. Forty units, please.'

    await userEvent.click(screen.getByLabelText('Warranty'))
    await screen.findByText(/A new draft matches your choices/)
    expect(content).toHaveProperty('value', mine)

    await userEvent.click(screen.getByRole('button', { name: 'Update the e-mail' }))
    expect(content).toHaveProperty('value', 'Dear manufacturer,\nplease send Warranty.')
    expect(screen.queryByText(/A new draft matches your choices/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(content).toHaveProperty('value', mine)
  })

  it('keeps the edited text when the offer is declined', async () => {
    draftApi()
    const content = renderDialog()
    await waitFor(() => expect(content).not.toHaveProperty('value', ''))
    await userEvent.clear(content)
    await userEvent.type(content, 'My own words.')
    await userEvent.click(screen.getByLabelText('Samples'))
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my text' }))
    expect(content).toHaveProperty('value', 'My own words.')
    expect(screen.queryByRole('button', { name: 'Update the e-mail' })).toBeNull()
  })

  it('keeps text typed by hand in the tab, for that account, so an ended session does not lose it', async () => {
    draftApi()
    const first = renderDialog()
    await waitFor(() => expect(first).not.toHaveProperty('value', ''))
    await userEvent.clear(first)
    await userEvent.type(first, 'Written by hand.')
    await userEvent.click(screen.getByLabelText('Brochures'))
    // the page goes away (the session ended and the sign-in page took over), then comes back
    first.unmount()
    const again = renderDialog()
    expect(again).toHaveProperty('value', 'Written by hand.')
    expect(screen.getByLabelText('Brochures').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText(/Your unsent request is as you left it/)).toBeTruthy()
    again.unmount()

    // another account signing in on this tab never sees it
    const other = renderDialog('someone@else.test')
    await waitFor(() =>
      expect(other).toHaveProperty('value', 'Dear manufacturer,\nplease send product information.'),
    )
  })

  it('does not keep a draft nobody touched', async () => {
    draftApi()
    const content = renderDialog()
    await waitFor(() => expect(content).not.toHaveProperty('value', ''))
    content.unmount()
    expect(sessionStorage.length).toBe(0)
  })
})
