import type { ProductImage } from '@scout/shared/schemas/media'
import { cn } from '@/lib/utils'

/** A product image's thumbnail at its own aspect, lazily loaded, named by its product or file. */
export function ProductThumbnail({ image, className }: { image: ProductImage; className?: string }) {
  return (
    <img
      src={image.thumbnail_url}
      alt={image.product_name ?? image.filename}
      width={image.width}
      height={image.height}
      loading="lazy"
      className={cn('aspect-[4/3] w-full object-cover', className)}
    />
  )
}
