import { ExternalLink } from 'lucide-react'
import type { ProductImage } from '@scout/shared/schemas/media'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { imageNameOf } from '../lib/manufacturer-text'

/** Spec §2: the name, the large image, the description and a 'View Product' link. */
export function ImageDialog({
  image,
  manufacturer,
  onClose,
}: {
  image: ProductImage | null
  manufacturer: string
  onClose: () => void
}) {
  const name = image ? imageNameOf(image, manufacturer) : ''
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        {image && (
          <>
            <DialogHeader>
              <DialogTitle>{name}</DialogTitle>
              <DialogDescription className={image.product_description ? undefined : 'sr-only'}>
                {image.product_description ?? `A product image from ${manufacturer}`}
              </DialogDescription>
            </DialogHeader>
            <img
              src={image.large_url}
              alt={name}
              width={image.width}
              height={image.height}
              className="h-auto max-h-[65vh] w-full rounded-md object-contain"
            />
            {image.product_url && (
              <a
                href={image.product_url}
                target="_blank"
                rel="noreferrer noopener"
                className="text-primary inline-flex items-center gap-1 justify-self-start text-sm font-medium underline-offset-4 hover:underline"
              >
                View Product
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
