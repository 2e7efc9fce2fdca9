import path from 'node:path'

// The storage contract and its key rules, apart from both backends so that neither imports the other
/** Where media bytes live; keys look like `logos/acme.png` or `product-images/Acme_Doors/door.webp`. */
export type MediaStorage = {
  kind: 'local' | 's3'
  put: (key: string, body: Buffer, contentType: string) => Promise<void>
  get: (key: string) => Promise<{ body: Buffer; contentType: string } | null>
  delete: (key: string) => Promise<void>
  exists: (key: string) => Promise<boolean>
  /** every key under a prefix (`''` for all), for orphan checks and tests */
  list: (prefix: string) => Promise<string[]>
}

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
}

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}

export function isSafeKey(key: string): boolean {
  const parts = key.split('/')
  return (
    !key.includes('\\') &&
    !key.includes('\0') &&
    !parts.some((part) => part === '' || part === '.' || part === '..')
  )
}

/** Refuses keys that could leave the media folder, whatever the backend. */
export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`)
}
