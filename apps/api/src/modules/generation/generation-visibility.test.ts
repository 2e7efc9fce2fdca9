import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { generate } from './generation-test-kit'

/** Issue 26: nothing generated is public until an administrator has reviewed it. */
let t: TestApp
let author: Awaited<ReturnType<TestApp['signIn']>>
let colleague: Awaited<ReturnType<TestApp['signIn']>>
let admin: Awaited<ReturnType<TestApp['signIn']>>

beforeAll(async () => {
  t = await createTestApp()
  author = await t.signIn('professional')
  colleague = await t.signIn('professional')
  admin = await t.signIn('admin')
  const doors = await createOmniclass(t.database.db, {
    name: 'Fire Doors',
    number: '23-17 11 31',
    parameters: [
      { name: 'Fire Rating', values: ['20 min', '60 min'] },
      { name: 'Material', values: ['Steel', 'Wood'] },
    ],
  })
  await createManufacturer(t.database.db, { title: 'Acme Doors', omniclassIds: [doors.id] })
  expect((await generate(t, author, 'Acoustic Doors')).done).toMatchObject({ created: true })
})
afterAll(() => t.close())

const get = (as: { cookie: string }, url: string) => t.inject({ method: 'GET', url, as })
const searchNames = async (as: { cookie: string }) =>
  (await get(as, '/api/search?q=acoustic')).json().hits as { name: string; awaiting_review?: true }[]

describe('a generated table awaiting review', () => {
  it('is found in search by its author and administrators only, marked as awaiting review', async () => {
    expect(await searchNames(author)).toContainEqual(
      expect.objectContaining({ name: 'Acoustic Doors', awaiting_review: true }),
    )
    expect(await searchNames(admin)).toContainEqual(
      expect.objectContaining({ name: 'Acoustic Doors', awaiting_review: true }),
    )
    expect((await searchNames(colleague)).map((hit) => hit.name)).not.toContain('Acoustic Doors')
    // a catalogue table carries no mark
    const doors = (await get(colleague, '/api/search?q=fire%20doors')).json().hits[0]
    expect(doors).toMatchObject({ name: 'Fire Doors' })
    expect(doors).not.toHaveProperty('awaiting_review')
  })

  it('is listed, opened and refined by its author, and is not found by anyone else through any path', async () => {
    const listed = (as: { cookie: string }) =>
      get(as, '/api/omniclass/get/all').then((r) => r.json() as { name: string; awaiting_review?: boolean }[])
    expect(await listed(author)).toContainEqual(
      expect.objectContaining({ name: 'Acoustic Doors', awaiting_review: true }),
    )
    expect((await listed(colleague)).map((row) => row.name)).not.toContain('Acoustic Doors')
    expect((await listed(colleague)).find((row) => row.name === 'Fire Doors')).toMatchObject({
      awaiting_review: false,
    })

    const table = await get(author, '/api/omniclass/get?identifier=Acoustic_Doors')
    expect(table.statusCode).toBe(200)
    expect(table.json()).toMatchObject({ name: 'Acoustic Doors', awaiting_review: true, reviewed: false })
    expect((await get(admin, '/api/omniclass/get?identifier=Acoustic_Doors')).statusCode).toBe(200)

    const refine = (as: { cookie: string }) =>
      t.inject({
        method: 'POST',
        url: '/api/manufacturer/selected_parameters',
        payload: { omniclass: 'Acoustic Doors', parameters: [] },
        as,
      })
    expect((await refine(author)).statusCode).toBe(200)
    for (const response of [
      await get(colleague, '/api/omniclass/get?identifier=Acoustic_Doors'),
      await get(colleague, '/api/omniclass/manufacturers/all?omniclass=Acoustic_Doors'),
      await get(colleague, '/api/manufacturer/overview/omniclass/Acoustic_Doors'),
      await refine(colleague),
      await t.inject({
        method: 'POST',
        url: '/api/manufacturer/filter',
        payload: { omniclass: 'Acoustic Doors', parameters: [] },
        as: colleague,
      }),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/^Omniclass "Acoustic.Doors" not found$/),
      })
    }
  })

  it('becomes public once an administrator has reviewed it, and loses its mark', async () => {
    const review = await t.inject({
      method: 'PUT',
      url: '/admin/omniclass/update',
      payload: { name: 'Acoustic Doors', reviewed: true },
      as: admin,
    })
    expect(review.statusCode, review.body).toBe(200)
    const hit = (await searchNames(colleague)).find((h) => h.name === 'Acoustic Doors')
    expect(hit).toBeDefined()
    expect(hit).not.toHaveProperty('awaiting_review')
    const table = await get(colleague, '/api/omniclass/get?identifier=Acoustic_Doors')
    expect(table.statusCode).toBe(200)
    expect(table.json()).toMatchObject({ awaiting_review: false, reviewed: true })
  })
})
