import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { rfiPerHour } from './rfi.routes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const send = (cookie: string) =>
  t.inject({ method: 'POST', url: '/api/omniclass/manufacturers/request', as: { cookie }, payload: {} })

describe('requests for information per account', () => {
  it('answers 429 with the reason past the hourly limit, for that account only', async () => {
    const busy = await t.signIn('professional')
    // every attempt counts, read or refused: the limit is checked before the body
    for (let i = 0; i < rfiPerHour; i++) expect((await send(busy.cookie)).statusCode).toBe(400)
    const refused = await send(busy.cookie)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(
        /^You have sent 20 requests for information in the last hour\. Try again in \d+ minutes\.$/,
      ),
    })
    const calm = await t.signIn('professional')
    expect((await send(calm.cookie)).statusCode).toBe(400)
  })
})
