import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalStorage, removeStaleTemporaries } from './storage'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-media-crash-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
const files = () =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()

describe('half-written media files', () => {
  it('a write that fails leaves no temporary file behind', async () => {
    const storage = createLocalStorage(root)
    // a folder where the file should go makes the rename fail after the bytes were written
    fs.mkdirSync(path.join(root, 'logos', 'taken.png'), { recursive: true })
    await expect(storage.put('logos/taken.png', Buffer.from('png'), 'image/png')).rejects.toThrow()
    expect(files()).toEqual([])
  })

  it('at start, removes the temporary files a crash left, and nothing else', async () => {
    const storage = createLocalStorage(root)
    await storage.put('logos/kept.png', Buffer.from('png'), 'image/png')
    const stale = path.join(root, 'logos', 'acme.png.0123456789ab.tmp')
    const fresh = path.join(root, 'logos', 'busy.png.ba9876543210.tmp')
    fs.writeFileSync(stale, 'half')
    fs.writeFileSync(fresh, 'half')
    const hourAgo = new Date(Date.now() - 3_600_000)
    fs.utimesSync(stale, hourAgo, hourAgo)
    expect(await removeStaleTemporaries(root)).toBe(1)
    expect(files()).toEqual([path.join('logos', 'busy.png.ba9876543210.tmp'), path.join('logos', 'kept.png')])
  })
})
