import { fromUrlName, toNameKey } from './names'
import { omniclassNumberPattern } from './omniclass-number'

/**
 * How every route reads a table identifier (spec §5, decisions.md §3): a name (spaces or underscores, any
 * case), an OmniClass number, or "number name" as the home autocomplete shows it. A table is looked for by
 * `nameKey` first, then by `numberedNameKey` (the name after a leading number), then by `number`.
 */
export type OmniclassIdentifier = {
  nameKey: string
  number: string | null
  numberedNameKey: string | null
}

const leadingNumber = /^(\d{2}-\d{2}(?: \d{2}){0,6}) (.+)$/

/** `null` for an identifier that names nothing (empty, spaces, underscores alone). */
export function parseOmniclassIdentifier(identifier: string): OmniclassIdentifier | null {
  const text = fromUrlName(identifier).trim().replace(/\s+/g, ' ')
  if (!text) return null
  const combined = omniclassNumberPattern.test(text) ? null : leadingNumber.exec(text)
  return {
    nameKey: toNameKey(text),
    number: omniclassNumberPattern.test(text) ? text : (combined?.[1] ?? null),
    numberedNameKey: combined ? toNameKey(combined[2]!) : null,
  }
}
