/** What the client-side filter needs of a table: its number and name (spec §5). */
export type FilterableOmniclass = { number: string | null; name: string }

/** Spec §5: the input is split on spaces, stripped of non-alphanumerics and lowercased. */
export function toSearchTerms(input: string): string[] {
  return input
    .split(' ')
    .map((term) => term.replace(/[^a-z0-9]/gi, '').toLowerCase())
    .filter(Boolean)
}

// a typed `23-17` is stripped to `2317`, so the number is compared in the same stripped form as well
const stripped = (text: string) => text.replace(/[^a-z0-9]/gi, '').toLowerCase()

function haystacksOf(item: FilterableOmniclass): string[] {
  const number = item.number ?? ''
  return [item.name.toLowerCase(), number.toLowerCase(), stripped(number)]
}

/** Spec §5: a table matches if its name or number contains any term; empty input shows all. */
export function filterOmniclasses<T extends FilterableOmniclass>(items: T[], input: string): T[] {
  const terms = toSearchTerms(input)
  if (terms.length === 0) return items
  return items.filter((item) => {
    const haystacks = haystacksOf(item)
    return terms.some((term) => haystacks.some((haystack) => haystack.includes(term)))
  })
}

/** Spec §5, the other filter: the whole text against name or number, case-insensitively. */
export function matchesWholeText(item: FilterableOmniclass, text: string): boolean {
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  return item.name.toLowerCase().includes(needle) || (item.number ?? '').toLowerCase().includes(needle)
}

/**
 * Puts whole-text matches ahead of tables that match only some term, keeping the catalogue's order
 * within each group: "hollow metal doors" should not list every table with "doors" first.
 */
export function rankOmniclasses<T extends FilterableOmniclass>(items: T[], input: string): T[] {
  const matched = filterOmniclasses(items, input)
  const whole = matched.filter((item) => matchesWholeText(item, input))
  const partial = matched.filter((item) => !matchesWholeText(item, input))
  return [...whole, ...partial]
}
