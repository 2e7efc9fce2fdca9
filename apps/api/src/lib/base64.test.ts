import { describe, expect, it } from 'vitest'
import { base64ByteLength, decodeBase64 } from './base64'

const hello = Buffer.from('hello?>world').toString('base64')

describe('the one base64 reader', () => {
  it('reads standard and URL-safe base64, with or without a data: URL prefix and line breaks', () => {
    expect(decodeBase64(hello)?.toString()).toBe('hello?>world')
    expect(decodeBase64(Buffer.from('hello?>world').toString('base64url'))?.toString()).toBe('hello?>world')
    expect(decodeBase64(`data:text/csv;base64,${hello.slice(0, 8)}\r\n${hello.slice(8)}`)?.toString()).toBe(
      'hello?>world',
    )
    expect(decodeBase64('QUI')?.toString()).toBe('AB')
  })

  it('refuses what is not base64 instead of skipping it', () => {
    expect(decodeBase64('not base64!')).toBeNull()
    expect(decodeBase64('QUJD=')).toBeNull()
    expect(decodeBase64('data:text/plain,hello')).toBeNull()
  })

  it('measures the decoded size without decoding', () => {
    expect(base64ByteLength(hello)).toBe(12)
    expect(base64ByteLength(`data:image/png;base64,${hello}`)).toBe(12)
  })
})
