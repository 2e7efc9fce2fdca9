import { toUrlName } from '@scout/shared/domain/names'

export type LogoSize = 'small' | 'medium' | 'large'
export const logoWidths: Record<LogoSize, number> = { small: 64, medium: 160, large: 320 }
export const imageWidths = { thumb: 480, large: 1600 } as const
export type ImageSize = keyof typeof imageWidths

export const logoKey = (filename: string) => `logos/${filename}`

/** Spec §7: product images live under the manufacturer title with spaces as underscores. */
export const productImageFolder = (title: string) => `product-images/${toUrlName(title)}`
export const productImageKey = (title: string, filename: string) => `${productImageFolder(title)}/${filename}`

/**
 * Renditions live in their own tree, named after their original's whole key: `door.png` and `door.jpg` get
 * different thumbnails, and no manufacturer title (which may hold a `/`) can reach into another's folder.
 */
const renditionKey = (size: string, originalKey: string) => `renditions/${size}/${originalKey}.webp`
export const logoVariantKey = (filename: string, size: LogoSize) => renditionKey(size, logoKey(filename))
export const productImageVariantKey = (title: string, filename: string, size: ImageSize) =>
  renditionKey(size, productImageKey(title, filename))

/** Public URL of a key: each path segment is URL-encoded, the base is MEDIA_BASE_URL or the API's /media. */
export function mediaUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`
}

/** The one place a logo's URLs are made; no logo answers nulls (spec §3). */
export function logoUrls(baseUrl: string, filename: string | null) {
  if (!filename) return { logo: null, logo_variants: null }
  return {
    logo: mediaUrl(baseUrl, logoKey(filename)),
    logo_variants: {
      small: mediaUrl(baseUrl, logoVariantKey(filename, 'small')),
      medium: mediaUrl(baseUrl, logoVariantKey(filename, 'medium')),
      large: mediaUrl(baseUrl, logoVariantKey(filename, 'large')),
    },
  }
}

/** The title is one URL segment (spec §7), so a `/` inside it is encoded rather than splitting the path. */
export function productImageUrls(baseUrl: string, title: string, filename: string) {
  const folder = `${baseUrl}/product-images/${encodeURIComponent(toUrlName(title))}`
  const rendition = (size: ImageSize) => mediaUrl(baseUrl, productImageVariantKey(title, filename, size))
  return {
    url: `${folder}/${encodeURIComponent(filename)}`,
    thumbnail_url: rendition('thumb'),
    large_url: rendition('large'),
  }
}

/**
 * Logos get content-hashed names on upload, so a name never changes its bytes: cache for a year.
 * A product image keeps the name the admin gave it and could be deleted and uploaded again with other
 * bytes, so browsers and CDNs revalidate it (cheaply, by ETag) after a day.
 */
export function cacheControlOf(key: string): string {
  const isLogo = key.startsWith('logos/') || /^renditions\/[^/]+\/logos\//.test(key)
  return isLogo
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=86400, stale-while-revalidate=604800'
}
