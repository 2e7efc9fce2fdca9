import { describe, expect, it } from 'vitest'
import { inviteLinkOf } from './invite-link'

describe('inviteLinkOf', () => {
  it("finds an invitation's sign-up link and ignores other mail", () => {
    const body = 'Hello,\n\nOpen http://localhost:3000/invite/signup?token=abc_DEF-123 to join.\n'
    expect(inviteLinkOf({ kind: 'invite', body })).toBe(
      'http://localhost:3000/invite/signup?token=abc_DEF-123',
    )
    expect(inviteLinkOf({ kind: 'rfi', body })).toBeNull()
    expect(inviteLinkOf({ kind: 'invite', body: 'No link here' })).toBeNull()
  })
})
