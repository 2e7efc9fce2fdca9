import { queryOptions } from '@tanstack/react-query'
import {
  MissingLogoListSchema,
  ProductImageListSchema,
  type UpdateProductImageRequest,
  type UploadProductImageRequest,
} from '@scout/shared/schemas/media'
import { adminWrite, apiGet } from '@/lib/api-client'

const imagesPath = (title: string) => `/admin/manufacturer/${encodeURIComponent(title)}/product-images`

/** Spec §8 names each failure; the server's reason follows it. */
async function withSpecMessage<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^Request failed with status \d+ - /, '') : ''
    throw new Error(reason ? `${message}: ${reason}` : message, { cause: error })
  }
}

export function listProductImages(title: string, signal?: AbortSignal) {
  return withSpecMessage('Failed to fetch admin manufacturer product images', () =>
    apiGet(imagesPath(title), ProductImageListSchema, { signal }),
  )
}

export function uploadProductImage(title: string, image: UploadProductImageRequest) {
  return withSpecMessage('Failed to upload product image', () =>
    adminWrite(imagesPath(title), { method: 'POST', body: image }),
  )
}

export function updateProductImage(update: UpdateProductImageRequest) {
  return withSpecMessage('Failed to update product image omniclass', () =>
    adminWrite('/admin/manufacturer/product-images/update', { method: 'PATCH', body: update }),
  )
}

export function listMissingLogos(q: string, signal?: AbortSignal) {
  return apiGet('/admin/manufacturer/utilities/missing_logos', MissingLogoListSchema, {
    query: { q: q || undefined },
    signal,
  })
}

export function uploadLogo(title: string, logo: string) {
  return adminWrite('/admin/manufacturer/utilities/upload_logo', { method: 'POST', body: { title, logo } })
}

export function deleteProductImage(title: string, filename: string) {
  return adminWrite('/admin/manufacturer/product-images/delete', {
    method: 'DELETE',
    body: { manufacturer_title: title, filename },
  })
}

export const missingLogosQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'manufacturers', 'missing-logos', q],
    queryFn: ({ signal }) => listMissingLogos(q, signal),
    meta: { failureTitle: 'Could not load the manufacturers missing logos' },
  })

export const productImagesQuery = (title: string) =>
  queryOptions({
    queryKey: ['admin', 'product-images', title],
    queryFn: ({ signal }) => listProductImages(title, signal),
    meta: { failureTitle: 'Failed to fetch admin manufacturer product images' },
  })
