import type { MediaStorage } from '../media/media-storage'
import { imageWidths, productImageKey, productImageVariantKey } from '../media/media-keys'
import { deleteLogoFiles, deleteProductImageFiles } from '../media/media-files'

const imageKeys = (title: string, filename: string) => [
  productImageKey(title, filename),
  ...(Object.keys(imageWidths) as (keyof typeof imageWidths)[]).map((size) =>
    productImageVariantKey(title, filename, size),
  ),
]

/**
 * Product images are stored under the manufacturer's title (spec §7), so a rename copies them to the new
 * folder. Called before the rename commits: if the commit fails, only unused copies are left behind.
 */
export async function copyProductImageFiles(
  storage: MediaStorage,
  fromTitle: string,
  toTitle: string,
  filenames: string[],
) {
  for (const filename of filenames) {
    const targets = imageKeys(toTitle, filename)
    const sources = imageKeys(fromTitle, filename)
    for (const [index, source] of sources.entries()) {
      const file = await storage.get(source)
      if (file) await storage.put(targets[index]!, file.body, file.contentType)
    }
  }
}

/** After the rename has committed, the old folder's files are no longer referenced. */
export async function removeProductImageFiles(storage: MediaStorage, title: string, filenames: string[]) {
  for (const filename of filenames) await deleteProductImageFiles(storage, title, filename)
}

/** After a delete has committed: the rows are gone, so their files can go (a logo another maker shares stays). */
export async function removeManufacturerFiles(
  storage: MediaStorage,
  removed: { title: string; logoFilename: string | null; logoShared: boolean; imageFilenames: string[] },
) {
  if (removed.logoFilename && !removed.logoShared) await deleteLogoFiles(storage, removed.logoFilename)
  await removeProductImageFiles(storage, removed.title, removed.imageFilenames)
}
