import { toUrlName } from '@scout/shared/domain/names'
import { ProductImageListSchema, type ProductImage } from '@scout/shared/schemas/media'
import { apiGet } from '@/lib/api-client'

export function getProductImages(title: string, signal?: AbortSignal): Promise<ProductImage[]> {
  return apiGet(
    `/api/manufacturer/${encodeURIComponent(toUrlName(title))}/product-images`,
    ProductImageListSchema,
    { signal },
  )
}
