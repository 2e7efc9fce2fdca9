import { and, asc, eq, isNull, like, ne, sql } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Executor } from '../../db/client'
import { manufacturers, omniclasses, productImages } from '../../db/schema'
import { findOmniclass as findTable } from '../omniclass/omniclass.repository'

export async function findManufacturer(db: Executor, title: string) {
  const [row] = await db
    .select({ id: manufacturers.id, title: manufacturers.title, logoFilename: manufacturers.logoFilename })
    .from(manufacturers)
    .where(eq(manufacturers.titleKey, toNameKey(title)))
  return row
}

/** Inside a transaction: holds the row until commit, so two logo uploads for one manufacturer take turns. */
export async function lockManufacturer(tx: Executor, id: number) {
  const [row] = await tx
    .select({ logoFilename: manufacturers.logoFilename })
    .from(manufacturers)
    .where(eq(manufacturers.id, id))
    .for('update')
  return row
}

/** A table by its identifier, read as every route reads it (`findOmniclass` of the omniclass module). */
export async function findOmniclass(db: Executor, identifier: string) {
  const row = await findTable(db, identifier)
  return row ? { id: row.id, name: row.name } : undefined
}

export async function listProductImages(db: Executor, manufacturerId: number, omniclassId?: number) {
  return db
    .select({
      id: productImages.id,
      filename: productImages.filename,
      width: productImages.width,
      height: productImages.height,
      productName: productImages.productName,
      productDescription: productImages.productDescription,
      productUrl: productImages.productUrl,
      omniclassName: omniclasses.name,
    })
    .from(productImages)
    .leftJoin(omniclasses, eq(omniclasses.id, productImages.omniclassId))
    .where(
      and(
        eq(productImages.manufacturerId, manufacturerId),
        omniclassId === undefined ? undefined : eq(productImages.omniclassId, omniclassId),
      ),
    )
    .orderBy(asc(productImages.createdAt), asc(productImages.id))
}

export async function findProductImage(db: Executor, manufacturerId: number, filename: string) {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.manufacturerId, manufacturerId), eq(productImages.filename, filename)))
  return row
}

export type ProductImageInsert = typeof productImages.$inferInsert
export type ProductImagePatch = Partial<
  Pick<ProductImageInsert, 'omniclassId' | 'productName' | 'productDescription' | 'productUrl'>
>

/** Answers undefined when the manufacturer already has an image of that name (the unique index decides). */
export async function insertProductImage(tx: Executor, values: ProductImageInsert) {
  const [row] = await tx
    .insert(productImages)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: productImages.id })
  return row
}

export async function updateProductImage(tx: Executor, id: number, patch: ProductImagePatch) {
  await tx.update(productImages).set(patch).where(eq(productImages.id, id))
}

export async function deleteProductImage(tx: Executor, id: number) {
  const [row] = await tx
    .delete(productImages)
    .where(eq(productImages.id, id))
    .returning({ id: productImages.id })
  return row
}

export async function setLogo(
  tx: Executor,
  id: number,
  logo: { filename: string; width: number; height: number },
) {
  await tx
    .update(manufacturers)
    .set({
      logoFilename: logo.filename,
      logoWidth: logo.width,
      logoHeight: logo.height,
      updatedAt: new Date(),
    })
    .where(eq(manufacturers.id, id))
}

/** How many manufacturers other than `exceptId` show this logo file: its files stay while any does. */
export async function countLogoUsers(db: Executor, filename: string, exceptId?: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(manufacturers)
    .where(
      and(
        eq(manufacturers.logoFilename, filename),
        exceptId === undefined ? undefined : ne(manufacturers.id, exceptId),
      ),
    )
  return row?.count ?? 0
}

/** Manufacturers without a logo, optionally narrowed by a piece of their title. */
export async function listMissingLogos(db: Executor, q: string | undefined) {
  // matched on the name key, so case, spacing and underscores do not matter (spec §5)
  const key = q ? toNameKey(q) : ''
  const pattern = key ? `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  return db
    .select({ title: manufacturers.title, url: manufacturers.url })
    .from(manufacturers)
    .where(
      and(isNull(manufacturers.logoFilename), pattern ? like(manufacturers.titleKey, pattern) : undefined),
    )
    .orderBy(asc(manufacturers.titleKey))
}

export async function listLogos(db: Executor) {
  return db
    .select({
      title: manufacturers.title,
      filename: manufacturers.logoFilename,
      width: manufacturers.logoWidth,
      height: manufacturers.logoHeight,
    })
    .from(manufacturers)
    .orderBy(asc(manufacturers.titleKey))
}
