import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ProductImage } from '@scout/shared/schemas/media'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { getProductImages } from '../api/get-product-images'
import { imageNameOf } from '../lib/manufacturer-text'
import { ImageDialog } from './image-dialog'

/** Spec §9: collapsed to 384 px, expanding over 500 ms. */
export const collapsedHeightPx = 384
export const expandTransitionMs = 500
export const failedImagesText = 'Failed to load product images'

type Answer = { title: string; images: ProductImage[] | null; failed: boolean }

/** Spec §2: a masonry grid of 1 to 4 columns by width, collapsed with a 'View All' / 'Show Less' toggle. */
export function ProductImages({ manufacturer }: { manufacturer: string }) {
  const [answer, setAnswer] = useState<Answer>({ title: manufacturer, images: null, failed: false })
  const [expanded, setExpanded] = useState(false)
  const [contentHeight, setContentHeight] = useState(0)
  const [open, setOpen] = useState<ProductImage | null>(null)
  const contentRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    getProductImages(manufacturer, controller.signal)
      .then((images) => setAnswer({ title: manufacturer, images, failed: false }))
      .catch(
        () => !controller.signal.aborted && setAnswer({ title: manufacturer, images: null, failed: true }),
      )
    return () => controller.abort()
  }, [manufacturer])

  const images = answer.title === manufacturer ? answer.images : null
  useLayoutEffect(() => {
    const element = contentRef.current
    if (!element) return
    const observer = new ResizeObserver(() => setContentHeight(element.scrollHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [images])

  if (answer.failed)
    return (
      <p role="alert" className="text-destructive text-sm">
        {failedImagesText}
      </p>
    )
  if (images === null) return <Skeleton className="h-48" />
  if (images.length === 0) return <p className="text-muted-foreground text-sm">No product images yet.</p>

  const overflows = contentHeight > collapsedHeightPx
  return (
    <div className="grid gap-3">
      <div
        id="product-image-grid"
        data-testid="product-image-grid"
        className="relative overflow-hidden transition-[max-height] ease-in-out"
        style={{
          maxHeight: expanded ? Math.max(contentHeight, collapsedHeightPx) : collapsedHeightPx,
          transitionDuration: `${expandTransitionMs}ms`,
        }}
        // a keyboard user tabbing onto a hidden image gets the whole grid rather than an invisible focus
        onFocus={(event) => {
          if (
            !expanded &&
            event.target instanceof HTMLElement &&
            event.target.offsetTop + event.target.offsetHeight > collapsedHeightPx
          )
            setExpanded(true)
        }}
      >
        <div ref={contentRef} className="columns-1 gap-3 sm:columns-2 md:columns-3 xl:columns-4">
          {images.map((image) => {
            const name = imageNameOf(image, manufacturer)
            return (
              <button
                key={image.id}
                type="button"
                className="bg-muted mb-3 block w-full break-inside-avoid overflow-hidden rounded-md border text-left hover:shadow-md"
                onClick={() => setOpen(image)}
              >
                <img
                  src={image.thumbnail_url}
                  alt={name}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="h-auto w-full"
                />
                <span className="block px-2 py-1 text-xs font-medium">{name}</span>
              </button>
            )
          })}
        </div>
        {overflows && !expanded && (
          <div
            aria-hidden="true"
            className="from-background pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t"
          />
        )}
      </div>
      {overflows && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          aria-expanded={expanded}
          aria-controls="product-image-grid"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show Less' : 'View All'}
        </Button>
      )}
      <ImageDialog image={open} manufacturer={manufacturer} onClose={() => setOpen(null)} />
    </div>
  )
}
