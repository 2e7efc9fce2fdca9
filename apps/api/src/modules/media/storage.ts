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
      await fs.writeFile(temporary, body)
      await fs.rename(temporary, full)
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

/** The configured backend: an S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR/media. */
export function createMediaStorage(config: { media: { dir: string; s3?: S3Config } }): MediaStorage {
  return config.media.s3 ? createS3Storage(config.media.s3) : createLocalStorage(config.media.dir)
}
