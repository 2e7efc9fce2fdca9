import { describe, expect, it } from 'vitest'
import { checkAttachments, formatBytes, mergeFiles } from './attachments'

const mb = 1024 * 1024

describe('RFI attachments (decisions.md §3)', () => {
  it('accepts up to five files and 10 MB in all', () => {
    expect(checkAttachments([])).toBeNull()
    expect(
      checkAttachments(Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, size: 2 * mb }))),
    ).toBeNull()
  })

  it('refuses a sixth file, or more than 10 MB, with the reason', () => {
    expect(checkAttachments(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, size: 1 })))).toBe(
      'Attach at most 5 files (6 chosen)',
    )
    expect(
      checkAttachments([
        { name: 'a', size: 6 * mb },
        { name: 'b', size: 5 * mb },
      ]),
    ).toMatch(/11\.0 MB; at most 10 MB/)
  })

  it('replaces a file picked again under the same name', () => {
    const merged = mergeFiles(
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 2 },
      ],
      [{ name: 'a.pdf', size: 3 }],
    )
    expect(merged).toEqual([
      { name: 'b.pdf', size: 2 },
      { name: 'a.pdf', size: 3 },
    ])
  })

  it('formats sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(3.5 * mb)).toBe('3.5 MB')
  })
})
