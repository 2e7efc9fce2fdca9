import type { UpdateProductImageRequest, UploadProductImageRequest } from '@scout/shared/schemas/media'
import { ErrorCode } from '@scout/shared/errors'
import type { AppContext } from '../../app-context'
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { checkImage, decodeImageBase64 } from './image-input'
import {
  deleteProductImageFiles,
  prepareProductImageFiles,
  removeKeys,
  writePreparedFiles,
} from './media-files'
import { productImageFolder } from './media-keys'
import * as repo from './media.repository'
import { isSafeKey } from './media-storage'

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null

export async function requireManufacturer(ctx: AppContext, title: string) {
  const manufacturer = await repo.findManufacturer(ctx.db, title)
  if (!manufacturer) throw notFound(`Manufacturer "${title}"`)
  return manufacturer
}

async function resolveOmniclassId(ctx: AppContext, name: string | null | undefined) {
  const wanted = blankToNull(name)
  if (wanted === undefined || wanted === null) return wanted
  const omniclass = await repo.findOmniclass(ctx.db, wanted)
  if (!omniclass) throw notFound(`Omniclass "${wanted}"`)
  return omniclass.id
}

/**
 * Checks everything, renders every size in memory, then inserts the row and writes the files in one
 * transaction: the row claims the name first (a second upload of it waits, then gets 409), and a failed
 * write rolls the row back. Nothing is stored for a refused file.
 */
export async function uploadProductImage(
  ctx: AppContext,
  actor: Actor,
  title: string,
  body: UploadProductImageRequest,
) {
  const manufacturer = await requireManufacturer(ctx, title)
  if (!isSafeKey(productImageFolder(manufacturer.title))) {
    throw badRequest(
      `The title "${manufacturer.title}" cannot name a folder; rename the manufacturer to add images`,
    )
  }
  const omniclassId = await resolveOmniclassId(ctx, body.omniclass_name)
  const taken = () =>
    conflict(
      `${manufacturer.title} already has an image named ${body.filename}; delete it first or choose another name`,
    )
  if (await repo.findProductImage(ctx.db, manufacturer.id, body.filename)) throw taken()
  const image = await checkImage(decodeImageBase64(body.image_data, 'image_data'), {
    allowSvg: false,
    filename: body.filename,
  })
  const prepared = await prepareProductImageFiles(manufacturer.title, body.filename, image.body).catch(() => {
    throw new AppError(
      400,
      ErrorCode.badFile,
      'The image could not be processed; it may be damaged or truncated',
    )
  })
  let written = false
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.insertProductImage(tx, {
        manufacturerId: manufacturer.id,
        omniclassId: omniclassId ?? null,
        filename: body.filename,
        contentType: prepared.files[0]!.contentType,
        width: prepared.width,
        height: prepared.height,
        byteSize: prepared.byteSize,
        productName: blankToNull(body.product_name) ?? null,
        productDescription: blankToNull(body.product_description) ?? null,
        productUrl: blankToNull(body.product_url) ?? null,
      })
      if (!row) throw taken()
      await appendAudit(tx, actor, {
        action: 'upload',
        entity: 'product_image',
        key: `${manufacturer.title}/${body.filename}`,
        summary: {
          width: prepared.width,
          height: prepared.height,
          bytes: prepared.byteSize,
          omniclass: body.omniclass_name ?? null,
        },
      })
      await writePreparedFiles(ctx.media, prepared.files)
      written = true
    })
  } catch (error) {
    // the commit itself failed after the files were written: remove them unless someone else now owns the name
    if (written && !(await repo.findProductImage(ctx.db, manufacturer.id, body.filename))) {
      await removeKeys(
        ctx.media,
        prepared.files.map((file) => file.key),
      ).catch(() => undefined)
    }
    throw error
  }
}

export async function updateProductImage(ctx: AppContext, actor: Actor, body: UpdateProductImageRequest) {
  const manufacturer = await requireManufacturer(ctx, body.manufacturer_title)
  const image = await repo.findProductImage(ctx.db, manufacturer.id, body.filename)
  if (!image) throw notFound(`Product image "${body.filename}"`)
  const patch: repo.ProductImagePatch = {}
  const omniclassId = await resolveOmniclassId(ctx, body.omniclass_name)
  if (omniclassId !== undefined) patch.omniclassId = omniclassId
  if (body.product_name !== undefined) patch.productName = blankToNull(body.product_name)
  if (body.product_description !== undefined) patch.productDescription = blankToNull(body.product_description)
  if (body.product_url !== undefined) patch.productUrl = blankToNull(body.product_url)
  if (Object.keys(patch).length === 0) {
    throw badRequest(
      'Nothing to update: send omniclass_name, product_name, product_description or product_url',
    )
  }
  await ctx.db.transaction(async (tx) => {
    await repo.updateProductImage(tx, image.id, patch)
    await appendAudit(tx, actor, {
      action: 'update',
      entity: 'product_image',
      key: `${manufacturer.title}/${image.filename}`,
      summary: { ...body },
    })
  })
}

/** The row goes first: should removing the files then fail, a file is left over, never a row without its file. */
export async function deleteProductImage(
  ctx: AppContext,
  actor: Actor,
  body: { manufacturer_title: string; filename: string },
) {
  const manufacturer = await requireManufacturer(ctx, body.manufacturer_title)
  const image = await repo.findProductImage(ctx.db, manufacturer.id, body.filename)
  if (!image) throw notFound(`Product image "${body.filename}"`)
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteProductImage(tx, image.id))) throw notFound(`Product image "${body.filename}"`)
    await appendAudit(tx, actor, {
      action: 'delete',
      entity: 'product_image',
      key: `${manufacturer.title}/${image.filename}`,
    })
  })
  await deleteProductImageFiles(ctx.media, manufacturer.title, image.filename)
}
