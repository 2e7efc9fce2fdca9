const dataUrlPrefix = /^data:[^,]{0,200}?(;base64)?,/i

/**
 * The one base64 reader of the API (uploads, images, attachments): standard or URL-safe alphabet, line
 * breaks allowed, optionally as a `data:…;base64,` URL as FileReader writes it. Strict, because
 * Buffer.from silently skips characters that are not base64.
 */
export function base64Payload(text: string): string | null {
  const dataUrl = dataUrlPrefix.exec(text)
  if (dataUrl && !dataUrl[1]) return null // a data: URL of plain text, not base64
  return (dataUrl ? text.slice(dataUrl[0].length) : text).replace(/\s+/g, '')
}

export function isBase64(payload: string): boolean {
  return /^[A-Za-z0-9+/_-]*={0,2}$/.test(payload) && payload.length % 4 !== 1
}

/** The decoded size without decoding, for checking limits before allocating. */
export function base64ByteLength(text: string): number {
  const payload = base64Payload(text) ?? ''
  return Math.floor((payload.replace(/=+$/, '').length * 3) / 4)
}

/** The bytes, or null when the text is not base64. */
export function decodeBase64(text: string): Buffer | null {
  const payload = base64Payload(text)
  if (payload === null || !isBase64(payload)) return null
  return Buffer.from(payload, /[-_]/.test(payload) ? 'base64url' : 'base64')
}
