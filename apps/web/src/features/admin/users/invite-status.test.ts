import { describe, expect, it } from 'vitest'
import type { InvitedUser } from '@scout/shared/schemas/auth'
import { inviteStatusOf, latestInvites } from './invite-status'

const invite = (over: Partial<InvitedUser>): InvitedUser => ({
  id: 1,
  email: 'a@firm.test',
  role: 'professional',
  invited_at: '2026-01-01T10:00:00.000Z',
  expires_at: '2026-01-08T10:00:00.000Z',
  accepted_at: null,
  revoked_at: null,
  ...over,
})
const during = Date.parse('2026-01-02T00:00:00Z')

describe('invitation status', () => {
  it('is open until it expires, then expired', () => {
    expect(inviteStatusOf(invite({}), during)).toBe('open')
    expect(inviteStatusOf(invite({}), Date.parse('2026-01-08T10:00:00Z'))).toBe('expired')
  })

  it('is accepted or revoked for good', () => {
    expect(inviteStatusOf(invite({ accepted_at: '2026-01-02T00:00:00Z' }), Date.parse('2027-01-01'))).toBe(
      'accepted',
    )
    expect(inviteStatusOf(invite({ revoked_at: '2026-01-02T00:00:00Z' }), during)).toBe('revoked')
  })

  it('keeps the newest invitation of each address, newest first', () => {
    const list = latestInvites([
      invite({ id: 1, revoked_at: '2026-01-03T00:00:00Z' }),
      invite({ id: 2, invited_at: '2026-01-03T00:00:00.000Z' }),
      invite({ id: 3, email: 'b@firm.test', invited_at: '2026-01-02T00:00:00.000Z' }),
    ])
    expect(list.map((i) => i.id)).toEqual([2, 3])
  })
})
