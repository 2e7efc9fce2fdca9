import { useState } from 'react'
import { cn } from '@/lib/utils'

/** Up to two initials of a manufacturer's title: "Acme Door Co." → "AD". */
export function initialsOf(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? []
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  )
}

type Props = { src: string | null | undefined; title: string; className?: string; alt?: string }

/**
 * A manufacturer's logo, or its initials in the same box when there is none or the file fails to load, so a
 * missing logo leaves no blank gap in a row of them.
 */
export function ManufacturerLogo({ src, title, className, alt = '' }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        className={cn('object-contain', className)}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    )
  }
  return (
    <span
      aria-hidden={alt === '' ? true : undefined}
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : alt}
      className={cn(
        'bg-muted text-muted-foreground grid place-items-center rounded-md text-xs font-semibold',
        className,
      )}
      data-testid="logo-initials"
    >
      {initialsOf(title)}
    </span>
  )
}
