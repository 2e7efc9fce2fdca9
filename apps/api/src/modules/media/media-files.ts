import { readDimensions, renderImageVariants, renderLogoVariants } from './image-processing'
import { logoKey, logoVariantKey, productImageKey, productImageVariantKey, type LogoSize } from './media-keys'
import { contentTypeOf, type MediaStorage } from './media-storage'

export type PreparedFile = { key: string; body: Buffer; contentType: string }
export type PreparedImage = { files: PreparedFile[]; width: number; height: number; byteSize: number }

const logoSizes: LogoSize[] = ['small', 'medium', 'large']

/** Every rendition is made in memory first: a file that cannot be processed leaves nothing behind. */
export async function prepareLogoFiles(filename: string, body: Buffer): Promise<PreparedImage> {
  const [dimensions, variants] = await Promise.all([readDimensions(body), renderLogoVariants(body)])
  return {
    files: [
      { key: logoKey(filename), body, contentType: contentTypeOf(filename) },
      ...logoSizes.map((size) => ({
        key: logoVariantKey(filename, size),
        body: variants[size].body,
        contentType: 'image/webp',
      })),
    ],
    width: dimensions.width,
    height: dimensions.height,
    byteSize: body.length,
  }
}

export async function prepareProductImageFiles(
  title: string,
  filename: string,
  body: Buffer,
): Promise<PreparedImage> {
  const [dimensions, variants] = await Promise.all([readDimensions(body), renderImageVariants(body)])
  return {
    files: [
      { key: productImageKey(title, filename), body, contentType: contentTypeOf(filename) },
      {
        key: productImageVariantKey(title, filename, 'thumb'),
        body: variants.thumb.body,
        contentType: 'image/webp',
      },
      {
        key: productImageVariantKey(title, filename, 'large'),
        body: variants.large.body,
        contentType: 'image/webp',
      },
    ],
    width: dimensions.width,
    height: dimensions.height,
    byteSize: body.length,
  }
}

/** Writes all files or none: when one write fails, the ones already written are removed again. */
export async function writePreparedFiles(storage: MediaStorage, files: PreparedFile[]) {
  const results = await Promise.allSettled(
    files.map((file) => storage.put(file.key, file.body, file.contentType)),
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await removeKeys(
      storage,
      files.map((file) => file.key),
    )
    throw failure.reason
  }
}

/** Best effort: a key that is already gone is not an error, and one failed delete does not stop the others. */
export async function removeKeys(storage: MediaStorage, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

/** Writes a logo and its WebP variants; the original is kept as it came. */
export async function storeLogoFiles(storage: MediaStorage, filename: string, body: Buffer) {
  const prepared = await prepareLogoFiles(filename, body)
  await writePreparedFiles(storage, prepared.files)
  return { width: prepared.width, height: prepared.height }
}

export const logoFileKeys = (filename: string) => [
  logoKey(filename),
  ...logoSizes.map((size) => logoVariantKey(filename, size)),
]

export async function deleteLogoFiles(storage: MediaStorage, filename: string) {
  await removeKeys(storage, logoFileKeys(filename))
}

/** Writes a product image with its thumbnail and large renditions; width and height are the original's. */
export async function storeProductImageFiles(
  storage: MediaStorage,
  title: string,
  filename: string,
  body: Buffer,
) {
  const prepared = await prepareProductImageFiles(title, filename, body)
  await writePreparedFiles(storage, prepared.files)
  return { width: prepared.width, height: prepared.height, byteSize: prepared.byteSize }
}

export const productImageFileKeys = (title: string, filename: string) => [
  productImageKey(title, filename),
  productImageVariantKey(title, filename, 'thumb'),
  productImageVariantKey(title, filename, 'large'),
]

export async function deleteProductImageFiles(storage: MediaStorage, title: string, filename: string) {
  await removeKeys(storage, productImageFileKeys(title, filename))
}
