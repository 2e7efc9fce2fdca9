/** Typo tolerance (decisions.md §3): one edit forgiven in words of 4+ letters, two in 8+. */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/**
 * A 32-bit set of the characters in a word. Each edit changes at most two members, so words whose sets
 * differ in more than 2k places cannot be within k edits: most of the vocabulary is skipped with one XOR.
 */
export function characterMask(word: string): number {
  let mask = 0
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i)
    const bit = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 + ((code - 48) % 5) : 31
    mask |= 1 << bit
  }
  return mask
}

export function countBits(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

// three reusable rows: distances are computed thousands of times per query and must not allocate
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)
let rowC = new Int32Array(64)

function ensureRows(size: number) {
  if (rowA.length >= size) return
  rowA = new Int32Array(size * 2)
  rowB = new Int32Array(size * 2)
  rowC = new Int32Array(size * 2)
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and adjacent transpositions),
 * giving up as soon as it must exceed `limit`. With `asPrefix`, the distance from `a` to the closest
 * prefix of `b`, so a half-typed word with a typo still finds its completion.
 */
export function boundedDistance(a: string, b: string, limit: number, asPrefix = false): number {
  const m = a.length
  const n = b.length
  if (!asPrefix && Math.abs(m - n) > limit) return limit + 1
  ensureRows(n + 1)
  let previous2 = rowA
  let previous = rowB
  let current = rowC
  for (let j = 0; j <= n; j++) previous[j] = j
  for (let i = 1; i <= m; i++) {
    current[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        value = Math.min(value, previous2[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    const spare = previous2
    previous2 = previous
    previous = current
    current = spare
  }
  if (!asPrefix) return previous[n]!
  let best = limit + 1
  for (let j = Math.max(0, m - limit); j <= n; j++) best = Math.min(best, previous[j]!)
  return best
}
