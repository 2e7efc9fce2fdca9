import { readDimensions, renderImageVariants, renderLogoVariants } from './image-processing'
import { logoKey, logoVariantKey, productImageKey, productImageVariantKey } from './media-keys'
import { contentTypeOf, type MediaStorage } from './storage'

/** Writes a logo and its WebP variants; the original is kept as it came. */
export async function storeLogoFiles(storage: MediaStorage, filename: string, body: Buffer) {
  const [dimensions, variants] = await Promise.all([readDimensions(body), renderLogoVariants(body)])
  await Promise.all([
    storage.put(logoKey(filename), body, contentTypeOf(filename)),
    ...Object.entries(variants).map(([size, rendition]) =>
      storage.put(logoVariantKey(filename, size as keyof typeof variants), rendition.body, 'image/webp'),
    ),
  ])
  return { width: dimensions.width, height: dimensions.height }
}

export async function deleteLogoFiles(storage: MediaStorage, filename: string) {
  await Promise.all([
    storage.delete(logoKey(filename)),
    ...(['small', 'medium', 'large'] as const).map((size) => storage.delete(logoVariantKey(filename, size))),
  ])
}

/** Writes a product image with its thumbnail and large renditions; width and height are the original's. */
export async function storeProductImageFiles(storage: MediaStorage, title: string, filename: string, body: Buffer) {
  const [dimensions, variants] = await Promise.all([readDimensions(body), renderImageVariants(body)])
  await Promise.all([
    storage.put(productImageKey(title, filename), body, contentTypeOf(filename)),
    storage.put(productImageVariantKey(title, filename, 'thumb'), variants.thumb.body, 'image/webp'),
    storage.put(productImageVariantKey(title, filename, 'large'), variants.large.body, 'image/webp'),
  ])
  return { width: dimensions.width, height: dimensions.height, byteSize: body.length }
}

export async function deleteProductImageFiles(storage: MediaStorage, title: string, filename: string) {
  await Promise.all([
    storage.delete(productImageKey(title, filename)),
    storage.delete(productImageVariantKey(title, filename, 'thumb')),
    storage.delete(productImageVariantKey(title, filename, 'large')),
  ])
}
