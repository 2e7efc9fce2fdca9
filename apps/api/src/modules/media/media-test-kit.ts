import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logoFileKeys, productImageFileKeys } from './media-files'
import type { MediaStorage } from './media-storage'

/** What the HTTP tests run against: the default files, and a real S3-protocol server in the test process. */
export type MediaBackend = {
  name: 'local' | 's3'
  start: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>
}

export const mediaBackends: MediaBackend[] = [
  { name: 'local', start: async () => ({ env: {}, stop: async () => undefined }) },
  {
    name: 's3',
    async start() {
      const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-s3rver-'))
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory,
        configureBuckets: [{ name: 'scout-media', configs: [] }],
      })
      const { port } = await server.run()
      return {
        env: {
          S3_BUCKET: 'scout-media',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
        async stop() {
          await server.close()
          fs.rmSync(directory, { recursive: true, force: true })
        },
      }
    },
  },
]

/** A real picture of the given size and format, as bytes. */
export async function makeImage(
  options: {
    width?: number
    height?: number
    format?: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif'
    orientation?: number
  } = {},
) {
  const { width = 800, height = 600, format = 'png' } = options
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="orange"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return image.toBuffer()
}

export const base64Of = (body: Buffer) => body.toString('base64')

/**
 * Every key the database points at (originals and renditions). Comparing it with the storage's own list
 * shows both kinds of leak: a file nobody references, and a reference without its file.
 */
export async function referencedKeys(db: Db): Promise<string[]> {
  const logos = await db.execute(
    sql`select logo_filename as f from manufacturers where logo_filename is not null`,
  )
  const images = await db.execute(
    sql`select m.title as t, i.filename as f from product_images i join manufacturers m on m.id = i.manufacturer_id`,
  )
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows
  const keys = new Set<string>()
  for (const { f } of rows<{ f: string }>(logos)) logoFileKeys(f).forEach((key) => keys.add(key))
  for (const { t, f } of rows<{ t: string; f: string }>(images))
    productImageFileKeys(t, f).forEach((key) => keys.add(key))
  return [...keys].sort()
}

export async function storedAndReferenced(db: Db, storage: MediaStorage) {
  return { stored: await storage.list(''), referenced: await referencedKeys(db) }
}
