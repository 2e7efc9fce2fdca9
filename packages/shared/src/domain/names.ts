import { omniclassNumberPattern } from './omniclass-number'

// Spec §5: spaces and underscores are converted to each other in names used for URLs or keys.
export function toUrlName(name: string): string {
  return name.replace(/ /g, '_')
}

export function fromUrlName(urlName: string): string {
  return urlName.replace(/_/g, ' ')
}

/** A comparison key for names: case, spacing and underscores do not matter. */
export function toNameKey(name: string): string {
  return fromUrlName(name).trim().replace(/\s+/g, ' ').toLowerCase()
}

export function isOmniclassNumber(text: string): boolean {
  return omniclassNumberPattern.test(text.trim().replace(/\s+/g, ' '))
}
