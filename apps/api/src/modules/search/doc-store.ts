/**
 * The documents of the index as parallel typed arrays rather than one object each: at 50,000+ names the
 * difference is tens of megabytes, and the scorer reads them in tight loops. Documents are append-only.
 */
export class DocStore {
  count = 0
  /** every document's word ids, back to back; `start`/`length` say where each one's are */
  pool = new Int32Array(1 << 16)
  start = new Int32Array(1024)
  length = new Uint8Array(1024)
  /** bit 0: alive; bit 1: a product (else a table) */
  private flags = new Uint8Array(1024)
  /** a bit per position (below 31) of the name's head nouns (heads.ts) */
  heads = new Uint32Array(1024)
  /** orders equal scores: tables before products, then shorter names */
  tie = new Uint16Array(1024)
  readonly refs: (number | string)[] = []
  /** a table's number as bare digits ('' for products and unnumbered tables) */
  readonly digits: string[] = []
  private used = 0

  add(
    kind: 'omniclass' | 'product',
    ref: number | string,
    terms: number[],
    digits: string,
    nameLength: number,
    heads: number[],
  ): number {
    const doc = this.count++
    if (doc >= this.start.length) this.growDocs()
    // names longer than 255 words are cut: no table or product name comes close
    const length = Math.min(255, terms.length)
    while (this.used + length > this.pool.length) this.pool = grow(this.pool, this.pool.length * 2)
    this.pool.set(terms.slice(0, length), this.used)
    this.start[doc] = this.used
    this.length[doc] = length
    this.used += length
    this.flags[doc] = 1 | (kind === 'product' ? 2 : 0)
    this.heads[doc] = heads.reduce((mask, at) => (at < 31 ? mask | (1 << at) : mask), 0)
    this.tie[doc] = (kind === 'omniclass' ? 0 : 1000) + Math.min(999, nameLength)
    this.refs.push(ref)
    this.digits.push(digits)
    return doc
  }

  retire(doc: number) {
    this.flags[doc]! &= ~1
  }

  isAlive(doc: number): boolean {
    return (this.flags[doc]! & 1) === 1
  }

  isProduct(doc: number): boolean {
    return (this.flags[doc]! & 2) === 2
  }

  termsOf(doc: number): Int32Array {
    return this.pool.subarray(this.start[doc]!, this.start[doc]! + this.length[doc]!)
  }

  private growDocs() {
    const size = this.start.length * 2
    this.start = grow(this.start, size)
    this.length = grow(this.length, size)
    this.flags = grow(this.flags, size)
    this.tie = grow(this.tie, size)
    this.heads = grow(this.heads, size)
  }
}

function grow<T extends Int32Array | Uint32Array | Uint8Array | Uint16Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (size: number) => T)(size)
  bigger.set(array)
  return bigger
}
