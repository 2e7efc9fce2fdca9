/** `23-17 11 13`; Table 23 goes seven pairs deep (`23-13 31 21 13 11 11 11`). */
export const omniclassNumberPattern = /^\d{2}-\d{2}(?: \d{2}){0,6}$/

/**
 * Parent lookup by number (decisions.md §3): trailing `00` pairs are ignored and the last significant
 * pair is dropped until an existing number has that prefix: `23-17 11 13` → `23-17 11 00` → `23-17 00 00`.
 */
export function significantPairs(number: string): string[] {
  const [table, rest = ''] = number.trim().split('-')
  const pairs = [table ?? '', ...rest.split(/\s+/).filter(Boolean)]
  while (pairs.length > 2 && pairs[pairs.length - 1] === '00') pairs.pop()
  return pairs
}

/** The candidates for a number's parent, nearest first, written the way Table 23 writes numbers. */
export function parentCandidates(number: string): string[] {
  const pairs = significantPairs(number)
  const candidates: string[] = []
  for (let keep = pairs.length - 1; keep >= 2; keep--) {
    const head = pairs.slice(0, keep)
    const [table, ...tail] = head
    candidates.push(`${table}-${tail.join(' ')}`)
    const padded = [...tail]
    while (padded.length < 3) padded.push('00')
    candidates.push(`${table}-${padded.join(' ')}`)
  }
  return [...new Set(candidates)].filter((candidate) => candidate !== number)
}

export function findParentNumber(number: string, exists: (candidate: string) => boolean): string | null {
  return parentCandidates(number).find(exists) ?? null
}
