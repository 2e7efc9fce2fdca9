const dataUrlPrefix = /^data:[^,]{0,200};base64,/i
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Strict base64 to bytes (Buffer.from silently skips junk). A `data:…;base64,` prefix, as FileReader's
 * readAsDataURL writes it, and line breaks are accepted. Answers null when the text is not base64.
 */
export function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(dataUrlPrefix, '').replace(/\s+/g, '')
  if (compact.length % 4 !== 0 || !base64Pattern.test(compact)) return null
  return Buffer.from(compact, 'base64')
}

/** The decoded size without decoding, for checking limits before allocating. */
export function base64ByteLength(text: string): number {
  const compact = text.replace(dataUrlPrefix, '').replace(/\s+/g, '')
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0
  return Math.floor((compact.length * 3) / 4) - padding
}
