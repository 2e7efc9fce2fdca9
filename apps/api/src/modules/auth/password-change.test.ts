import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readQueuedMail } from '../../testing/outbox'
import { createTestApp, testPassword, type TestApp } from '../../testing/test-app'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

const setPassword = (cookie: string, payload: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/api/auth/invite/signup', as: { cookie }, payload })
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

async function acceptInvitation(email: string) {
  await t.inject({ method: 'POST', url: '/admin/users/invite', as: admin, payload: { email } })
  const body = await readQueuedMail(t, admin, email)
  const token = /token=(\S+)/.exec(body)![1]!
  const accepted = await t.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token } })
  return `scout_session=${accepted.cookies.find((c) => c.name === 'scout_session')!.value}`
}

describe('changing a password', () => {
  it('a signed-in session needs the current password', async () => {
    const user = await t.signIn('professional')
    const without = await setPassword(user.cookie, { name: 'Pat', password: 'an entirely new phrase' })
    expect(without.statusCode).toBe(403)
    expect(without.json().message).toBe('Enter your current password to change it')
    const wrong = await setPassword(user.cookie, {
      name: 'Pat',
      password: 'an entirely new phrase',
      current_password: 'not the password',
    })
    expect(wrong.statusCode).toBe(403)
    expect((await login(user.email, testPassword)).statusCode).toBe(200)

    const again = await t.signIn('professional')
    const right = await setPassword(again.cookie, {
      name: 'Pat',
      password: 'an entirely new phrase',
      current_password: testPassword,
    })
    expect(right.statusCode).toBe(200)
    expect((await login(again.email, 'an entirely new phrase')).statusCode).toBe(200)
  })

  it('an invitation link allows choosing a password once without one', async () => {
    const cookie = await acceptInvitation('newcomer@firm.test')
    expect((await setPassword(cookie, { name: 'New', password: 'my first good phrase' })).statusCode).toBe(
      200,
    )
    const second = await setPassword(cookie, { name: 'New', password: 'someone else took over' })
    expect(second.statusCode).toBe(403)
    expect((await login('newcomer@firm.test', 'my first good phrase')).statusCode).toBe(200)
  })

  it('refuses common and all-space passwords with a clear reason, before spending the invitation', async () => {
    const cookie = await acceptInvitation('weak@firm.test')
    const common = await setPassword(cookie, { name: 'W', password: 'password12' })
    expect(common.statusCode).toBe(400)
    expect(common.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(
        /^This password is too easy to guess \(this is a commonly used password\)/,
      ),
    })
    const spaces = await setPassword(cookie, { name: 'W', password: ' '.repeat(10) })
    expect(spaces.statusCode).toBe(400)
    expect(spaces.json().message).toContain('A password cannot be only spaces')
    const ownAddress = await setPassword(cookie, { name: 'W', password: 'weak@firm.test' })
    expect(ownAddress.statusCode).toBe(400)
    expect((await setPassword(cookie, { name: 'W', password: 'a sturdier phrase at last' })).statusCode).toBe(
      200,
    )
  })
})
