/** Spec §5: input split on spaces, stripped of non-alphanumerics and lower-cased; empty terms dropped. */
export function toSearchTerms(input: string): string[] {
  return input
    .split(/\s+/)
    .map((term) => term.replace(/[^a-z0-9]/gi, '').toLowerCase())
    .filter(Boolean)
}

const squash = (text: string) => text.replace(/[^a-z0-9]/gi, '').toLowerCase()

/**
 * Spec §5: an item matches when its name or number contains any term; empty input keeps everything.
 * Items matching more terms come first, so "fire door" ranks fire doors above every other door.
 */
export function filterByTerms<T>(
  items: T[],
  input: string,
  textsOf: (item: T) => (string | null | undefined)[],
): T[] {
  const terms = toSearchTerms(input)
  if (terms.length === 0) return items
  return items
    .map((item, index) => {
      const haystacks = textsOf(item)
        .filter((t): t is string => Boolean(t))
        .map(squash)
      const hits = terms.filter((term) => haystacks.some((text) => text.includes(term))).length
      return { item, index, hits }
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .map((entry) => entry.item)
}
