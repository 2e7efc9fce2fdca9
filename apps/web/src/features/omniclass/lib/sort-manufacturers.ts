export type SortableManufacturer = {
  title: string
  highlighted?: boolean
  verified: boolean
  verified_on: string | null
  links_for_professionals: unknown[]
}

export const sortModes = ['relevancy', 'alphabetical'] as const
export type SortMode = (typeof sortModes)[number]
export const defaultSortMode: SortMode = 'relevancy'
export const sortLabels: Record<SortMode, string> = { relevancy: 'Relevancy', alphabetical: 'Alphabetically' }

/** Spec §4 and §9: highlighted 4, verified 2, has professional links 1. */
export function weightOf(manufacturer: SortableManufacturer): number {
  return (
    (manufacturer.highlighted ? 4 : 0) +
    (manufacturer.verified ? 2 : 0) +
    (manufacturer.links_for_professionals.length > 0 ? 1 : 0)
  )
}

// verified_on is an ISO date, so the text order is the date order; missing dates go last
const verifiedOnOrder = (a: SortableManufacturer, b: SortableManufacturer) =>
  a.verified && b.verified ? (b.verified_on ?? '').localeCompare(a.verified_on ?? '') : 0

/**
 * Spec §4 says both "by weight" and "verified first, newest verified_on first, others keep their order":
 * the weight decides, newer verification breaks ties among verified ones, and everything else keeps the
 * order it came in (Array.prototype.sort is stable).
 */
export function sortManufacturers<T extends SortableManufacturer>(items: T[], mode: SortMode): T[] {
  const copy = [...items]
  if (mode === 'alphabetical')
    return copy.sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }))
  return copy.sort((a, b) => weightOf(b) - weightOf(a) || verifiedOnOrder(a, b))
}
