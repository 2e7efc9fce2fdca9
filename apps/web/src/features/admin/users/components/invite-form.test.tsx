import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SuccessSchema } from '@scout/shared/errors'
import { fakeApi } from '@/testing/fake-api'
import { InviteForm } from './invite-form'

const inviteApi = () =>
  fakeApi([
    {
      method: 'POST',
      path: '/admin/users/invite',
      schema: SuccessSchema,
      answer: () => ({ message: 'success' }),
    },
  ])

describe('the invite form', () => {
  it("refuses a bad address with the shared schema's message and sends nothing", async () => {
    const api = inviteApi()
    render(<InviteForm onInvited={() => undefined} />)
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it('sends the address in lower case, as the schema stores it, and clears the box', async () => {
    const api = inviteApi()
    const onInvited = vi.fn()
    render(<InviteForm onInvited={onInvited} />)
    await userEvent.type(screen.getByLabelText('E-mail address'), '  Colleague@Firm.test ')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(onInvited).toHaveBeenCalled())
    expect(api.calls[0]?.body).toMatchObject({ email: 'colleague@firm.test', role: 'professional' })
    expect(screen.getByLabelText('E-mail address')).toHaveProperty('value', '')
  })
})
