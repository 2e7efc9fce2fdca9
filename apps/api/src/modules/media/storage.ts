import fs from 'node:fs/promises'
import path from 'node:path'
import crypto from 'node:crypto'
import { createS3Storage, type S3Config } from './s3-storage'
import { assertSafeKey, contentTypeOf, type MediaStorage } from './media-storage'

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    const full = path.resolve(root, key)
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe media key: ${key}`)
    return full
  }
  return {
    kind: 'local',
    async put(key, body) {
      const full = resolve(key)
      await fs.mkdir(path.dirname(full), { recursive: true })
      // write then rename, so a reader or a crash never sees half a file
      const temporary = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temporary, body)
        await fs.rename(temporary, full)
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return { body: await fs.readFile(resolve(key)), contentType: contentTypeOf(key) }
      } catch (error) {
        // a name longer than the file system allows, or a folder in a file's place, is simply not there
        if (
          ['ENOENT', 'ENAMETOOLONG', 'ENOTDIR', 'EISDIR'].includes(
            (error as NodeJS.ErrnoException).code ?? '',
          )
        )
          return null
        throw error
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true })
    },
    async exists(key) {
      return fs
        .access(resolve(key))
        .then(() => true)
        .catch(() => false)
    },
    async list(prefix) {
      const entries = await fs
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return []
          throw error
        })
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((key) => key.startsWith(prefix))
        .sort()
    },
  }
}

/**
 * A process that died between writing and renaming leaves `*.tmp` files no key points at; the server removes
 * them when it starts. Only files older than `olderThanMs` go, so a write in flight elsewhere is left alone.
 */
export async function removeStaleTemporaries(root: string, olderThanMs = 60_000): Promise<number> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  let removed = 0
  for (const entry of entries) {
    if (!entry.isFile() || !/\.[0-9a-f]{12}\.tmp$/.test(entry.name)) continue
    const full = path.join(entry.parentPath, entry.name)
    const stat = await fs.stat(full).catch(() => null)
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
      await fs.rm(full, { force: true })
      removed++
    }
  }
  return removed
}

/** The configured backend: an S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR/media. */
export function createMediaStorage(config: { media: { dir: string; s3?: S3Config } }): MediaStorage {
  return config.media.s3 ? createS3Storage(config.media.s3) : createLocalStorage(config.media.dir)
}
