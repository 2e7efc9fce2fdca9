/**
 * The best `k` of many candidates without sorting them all: a bounded heap whose root is the worst kept.
 * Order: higher score, then lower tie value, then lower document number (catalogue order).
 */
export function topK(
  docs: readonly number[],
  k: number,
  scoreOf: (doc: number) => number,
  tieOf: (doc: number) => number,
): number[] {
  const heap: { doc: number; score: number; tie: number }[] = []
  const worse = (a: (typeof heap)[number], b: (typeof heap)[number]) =>
    a.score < b.score || (a.score === b.score && (a.tie > b.tie || (a.tie === b.tie && a.doc > b.doc)))
  const siftDown = (start: number) => {
    let i = start
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let worst = i
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right
      if (worst === i) return
      ;[heap[i], heap[worst]] = [heap[worst]!, heap[i]!]
      i = worst
    }
  }
  for (const doc of docs) {
    const score = scoreOf(doc)
    if (heap.length === k && score < heap[0]!.score) continue
    const entry = { doc, score, tie: tieOf(doc) }
    if (heap.length < k) {
      heap.push(entry)
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1
        if (!worse(heap[i]!, heap[parent]!)) break
        ;[heap[i], heap[parent]] = [heap[parent]!, heap[i]!]
        i = parent
      }
    } else if (worse(heap[0]!, entry)) {
      heap[0] = entry
      siftDown(0)
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((entry) => entry.doc)
}
