/**
 * The spec's client-side filter (spec §5), the fallback the server search is measured against: the input is
 * split on spaces, stripped of non-alphanumerics and lowercased; a table matches if its name or number
 * contains any term. It does not rank, so its top 3 are the first three matches in catalogue order.
 */
export type FilterTable = { number: string | null; name: string }

export function clientFilter(tables: FilterTable[], input: string, limit: number): FilterTable[] {
  const terms = input
    .split(' ')
    .map((term) => term.replace(/[^a-z0-9]/gi, '').toLowerCase())
    .filter(Boolean)
  if (terms.length === 0) return tables.slice(0, limit)
  const found: FilterTable[] = []
  for (const table of tables) {
    const name = table.name.toLowerCase()
    const number = (table.number ?? '').toLowerCase()
    const bare = number.replace(/[^a-z0-9]/g, '')
    if (terms.some((term) => name.includes(term) || number.includes(term) || bare.includes(term)))
      found.push(table)
    if (found.length >= limit) break
  }
  return found
}
