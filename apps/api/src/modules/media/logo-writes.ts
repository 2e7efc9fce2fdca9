import crypto from 'node:crypto'
import { ErrorCode } from '@scout/shared/errors'
import type { UploadLogoRequest } from '@scout/shared/schemas/media'
import type { AppContext } from '../../app-context'
import type { Executor } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { checkImage, decodeImageBase64, extensionsOf } from './image-input'
import { deleteLogoFiles, prepareLogoFiles, writePreparedFiles } from './media-files'
import * as repo from './media.repository'
import { requireManufacturer } from './product-image-writes'
import type { MediaStorage } from './media-storage'

/** `acme-doors-3f2a9c81d0b4.png`: readable, and a new picture always gets a new name (so caching can be forever). */
export function logoFilenameFor(title: string, body: Buffer, extension: string) {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'logo'
  return `${slug}-${crypto.createHash('sha256').update(body).digest('hex').slice(0, 12)}.${extension}`
}

/** Removes a logo's files once no manufacturer (other than `exceptId`) shows it any more. */
export async function releaseLogoFiles(
  db: Executor,
  storage: MediaStorage,
  filename: string,
  exceptId?: number,
) {
  if ((await repo.countLogoUsers(db, filename, exceptId)) === 0) await deleteLogoFiles(storage, filename)
}

/**
 * Files first (under a new, content-derived name, so nothing in use is overwritten), then the row in a
 * transaction that locks the manufacturer; the previous logo's files go only after the commit, and only
 * when no other manufacturer uses them.
 */
export async function uploadLogo(ctx: AppContext, actor: Actor, body: UploadLogoRequest) {
  const manufacturer = await requireManufacturer(ctx, body.title)
  const image = await checkImage(decodeImageBase64(body.logo, 'logo'), { allowSvg: true })
  const filename = logoFilenameFor(manufacturer.title, image.body, extensionsOf[image.format][0]!)
  const prepared = await prepareLogoFiles(filename, image.body).catch(() => {
    throw new AppError(
      400,
      ErrorCode.badFile,
      'The logo could not be processed; it may be damaged or truncated',
    )
  })
  // the same picture is already stored under this name when anyone uses it
  const written = (await repo.countLogoUsers(ctx.db, filename)) === 0
  if (written) await writePreparedFiles(ctx.media, prepared.files)
  let previous: string | null = null
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockManufacturer(tx, manufacturer.id)
      if (!locked) throw notFound(`Manufacturer "${body.title}"`)
      await repo.setLogo(tx, manufacturer.id, { filename, width: prepared.width, height: prepared.height })
      await appendAudit(tx, actor, {
        action: 'upload',
        entity: 'logo',
        key: manufacturer.title,
        summary: { filename, previous: locked.logoFilename, width: prepared.width, height: prepared.height },
      })
      return locked.logoFilename
    })
  } catch (error) {
    if (written) await releaseLogoFiles(ctx.db, ctx.media, filename).catch(() => undefined)
    throw error
  }
  if (previous && previous !== filename) await releaseLogoFiles(ctx.db, ctx.media, previous)
}
