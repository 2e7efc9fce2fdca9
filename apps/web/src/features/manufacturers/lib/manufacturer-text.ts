import type { Contact } from '@scout/shared/schemas/manufacturer'

/** Spec §2: the description is split into paragraphs at line breaks, with blank lines dropped. */
export function toParagraphs(description: string | null | undefined): string[] {
  return (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Spec §2: an image is named by its product, else its omniclass, else 'By {manufacturer}'. */
export function imageNameOf(
  image: { product_name: string | null; omniclass_name: string | null },
  manufacturer: string,
): string {
  return image.product_name?.trim() || image.omniclass_name?.trim() || `By ${manufacturer}`
}

export function contactNameOf(contact: Pick<Contact, 'first_name' | 'last_name' | 'email'>): string {
  return [contact.first_name, contact.last_name].filter(Boolean).join(' ') || contact.email || 'Contact'
}

/** Spec §2: a place query of the address at zoom 5 (the CSP allows this frame). */
export function mapEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=5&output=embed`
}
