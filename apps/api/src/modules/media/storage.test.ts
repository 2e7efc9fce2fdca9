import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaBackends } from './media-test-kit'
import type { MediaStorage } from './media-storage'
import { createMediaStorage } from './storage'

/** One contract, both backends: what the routes rely on. */
describe.each(mediaBackends)('$name storage', (backend) => {
  let storage: MediaStorage
  let stop: () => Promise<void>
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-storage-'))
  beforeAll(async () => {
    const started = await backend.start()
    stop = started.stop
    const env = started.env
    storage = createMediaStorage({
      media: {
        dir,
        s3: env.S3_BUCKET
          ? {
              bucket: env.S3_BUCKET,
              region: 'us-east-1',
              endpoint: env.S3_ENDPOINT,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
      },
    })
  })
  afterAll(async () => {
    await stop?.()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('puts, gets, lists and deletes, keeping the content type', async () => {
    expect(storage.kind).toBe(backend.name)
    await storage.put('product-images/A_B/door one.jpg', Buffer.from('jpeg'), 'image/jpeg')
    await storage.put(
      'renditions/thumb/product-images/A_B/door one.jpg.webp',
      Buffer.from('webp'),
      'image/webp',
    )
    expect(await storage.get('product-images/A_B/door one.jpg')).toEqual({
      body: Buffer.from('jpeg'),
      contentType: 'image/jpeg',
    })
    expect(await storage.exists('product-images/A_B/door one.jpg')).toBe(true)
    expect(await storage.list('product-images/')).toEqual(['product-images/A_B/door one.jpg'])
    expect(await storage.list('')).toHaveLength(2)
    await storage.put('product-images/A_B/door one.jpg', Buffer.from('jpeg 2'), 'image/jpeg')
    expect((await storage.get('product-images/A_B/door one.jpg'))!.body.toString()).toBe('jpeg 2')
    await storage.delete('product-images/A_B/door one.jpg')
    await storage.delete('product-images/A_B/door one.jpg') // twice is fine
    expect(await storage.get('product-images/A_B/door one.jpg')).toBeNull()
    expect(await storage.exists('product-images/A_B/door one.jpg')).toBe(false)
    expect(await storage.list('')).toEqual(['renditions/thumb/product-images/A_B/door one.jpg.webp'])
  })

  it('refuses keys that could leave the media folder', async () => {
    for (const key of [
      '../x.png',
      'logos/../../x.png',
      '/etc/passwd',
      'logos//x.png',
      'logos\\x.png',
      'logos/./x.png',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/Unsafe media key/)
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe media key/)
    }
    expect(fs.existsSync(path.join(dir, '..', 'x.png'))).toBe(false)
  })
})
