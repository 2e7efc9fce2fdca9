import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManufacturer } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { base64Of, makeImage, mediaBackends, storedAndReferenced } from './media-test-kit'

/** The manufacturer routes call the media module's file functions; this checks the files, end to end. */
describe.each(mediaBackends)('a manufacturer’s files on $name storage', (backend) => {
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  let stop: () => Promise<void>
  const local = (url: string) => url.replace(t.config.media.baseUrl, '/media')

  async function addMedia(title: string, filenames: string[]) {
    const logo = await t.inject({
      method: 'POST',
      url: '/admin/manufacturer/utilities/upload_logo',
      payload: { title, logo: base64Of(await makeImage({ width: 200, height: 100 })) },
      as: admin,
    })
    expect(logo.statusCode).toBe(200)
    for (const filename of filenames) {
      const image = await t.inject({
        method: 'POST',
        url: `/admin/manufacturer/${encodeURIComponent(title)}/product-images`,
        payload: { filename, image_data: base64Of(await makeImage({ format: 'jpeg' })) },
        as: admin,
      })
      expect(image.statusCode).toBe(200)
    }
  }
  const listImages = async (title: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/admin/manufacturer/${encodeURIComponent(title)}/product-images`,
        as: admin,
      })
    ).json()

  beforeAll(async () => {
    const started = await backend.start()
    stop = started.stop
    t = await createTestApp({ env: started.env })
    admin = await t.signIn('admin')
    await createManufacturer(t.database.db, { title: 'Keep Me' })
    await createManufacturer(t.database.db, { title: 'Drop Me' })
    await createManufacturer(t.database.db, { title: 'Old Name' })
    await addMedia('Keep Me', ['a.jpg'])
  })
  afterAll(async () => {
    await t?.close()
    await stop?.()
  })

  it('deleting a manufacturer deletes its logo and images, and nothing of the others', async () => {
    await addMedia('Drop Me', ['a.jpg', 'b.jpg'])
    const keep = await t.ctx.media.list('')
    const response = await t.inject({
      method: 'DELETE',
      url: '/admin/manufacturer/delete',
      payload: { title: 'Drop Me' },
      as: admin,
    })
    expect(response.json()).toEqual({ message: 'success' })
    const { stored, referenced } = await storedAndReferenced(t.database.db, t.ctx.media)
    expect(stored).toEqual(referenced)
    expect(stored.length).toBe(keep.length - 4 - 6)
    expect(stored.some((key) => key.includes('Drop'))).toBe(false)
    expect(await listImages('Keep Me')).toHaveLength(1)
  })

  it('renaming a manufacturer moves its images to the new title’s URLs', async () => {
    await addMedia('Old Name', ['c.jpg'])
    const response = await t.inject({
      method: 'PUT',
      url: '/admin/manufacturer/data',
      payload: { title: 'Old Name', data: { title: 'New Name' } },
      as: admin,
    })
    expect(response.json()).toEqual({ message: 'success' })
    const [image] = await listImages('New Name')
    expect(image.url).toBe(`${t.config.media.baseUrl}/product-images/New_Name/c.jpg`)
    for (const url of [image.url, image.thumbnail_url, image.large_url])
      expect((await t.inject({ method: 'GET', url: local(url) })).statusCode).toBe(200)
    const { stored, referenced } = await storedAndReferenced(t.database.db, t.ctx.media)
    expect(stored).toEqual(referenced)
  })
})
