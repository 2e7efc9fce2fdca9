import { toUrlName } from '@scout/shared/domain/names'

export type LogoSize = 'small' | 'medium' | 'large'
export const logoWidths: Record<LogoSize, number> = { small: 64, medium: 160, large: 320 }
export const imageWidths = { thumb: 480, large: 1600 } as const

const stem = (filename: string) => filename.replace(/\.[^.]+$/, '')

export const logoKey = (filename: string) => `logos/${filename}`
export const logoVariantKey = (filename: string, size: LogoSize) => `logos/${size}/${stem(filename)}.webp`

/** Spec §7: product images live under the manufacturer title with spaces as underscores. */
export const productImageFolder = (title: string) => `product-images/${toUrlName(title)}`
export const productImageKey = (title: string, filename: string) => `${productImageFolder(title)}/${filename}`
export const productImageVariantKey = (title: string, filename: string, size: keyof typeof imageWidths) =>
  `${productImageFolder(title)}/${size}/${stem(filename)}.webp`

/** Public URL of a key: each path segment is URL-encoded, the base is MEDIA_BASE_URL or the API's /media. */
export function mediaUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`
}
