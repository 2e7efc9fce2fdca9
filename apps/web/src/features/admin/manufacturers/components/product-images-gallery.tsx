import { ListSkeleton } from '../../components/list-skeleton'
import { useQueryValue } from '@/hooks/use-query-value'
import { productImagesQuery } from '../api/media'
import { ProductThumbnail } from './product-thumbnail'

/** A manufacturer's product images with their omniclass, read-only (the edit page changes them). */
export function ProductImagesGallery({ title }: { title: string }) {
  const [images] = useQueryValue(productImagesQuery(title), [])
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">Product images {images && `(${images.length})`}</h2>
      {images === null ? (
        <ListSkeleton count={4} className="grid-cols-4" />
      ) : images.length === 0 ? (
        <p className="text-muted-foreground text-sm">No product images yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {images.map((image) => (
            <li key={image.filename} className="space-y-1 text-xs">
              <ProductThumbnail image={image} className="rounded-md border" />
              <p className="font-medium">
                {image.product_name ?? image.omniclass_name ?? `By ${image.manufacturer_title}`}
              </p>
              <p className="text-muted-foreground">{image.omniclass_name ?? 'No omniclass'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
