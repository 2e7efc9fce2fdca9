import type { SearchHit } from '@scout/shared/schemas/search'
import { HitBuilder, type ProductSource } from './hit-builder'
import { prepareQuery, scoreDocument } from './ranking'
import { expandSynonyms, loadSynonyms, toQueryWords, type Synonyms } from './synonyms'
import { foldText, numberDigits, significantDigits, splitNumberPrefix, splitWords } from './text'
import { Vocabulary } from './vocabulary'

export type { ProductSource } from './hit-builder'
export type OmniclassEntry = { number: string | null; name: string }

type Doc = { kind: 'omniclass' | 'product'; ref: number | string; terms: Int32Array; digits: string; alive: boolean }
type Ranked = { doc: number; score: number; tie: number }

/** Only the first words of a long query count: enough to name any table, and the work stays bounded. */
export const maxQueryWords = 8
const productPenalty = 100

/**
 * The in-memory search over tables and product names (docs/decisions/005-search.md). Documents are
 * append-only: a changed name adds a new document and retires the old one; `compact` drops the retired.
 */
export class SearchIndex {
  private vocabulary = new Vocabulary()
  private docs: Doc[] = []
  private retired = 0
  private marks = new Uint8Array(1024)
  private readonly omniclassDocs = new Map<number, number>()
  private readonly productDocs = new Map<string, number>()
  readonly hits = new HitBuilder()

  constructor(private readonly synonyms: Synonyms = loadSynonyms()) {}

  get documentCount() {
    return this.docs.length - this.retired
  }

  setOmniclass(id: number, entry: OmniclassEntry | null) {
    this.retire(this.omniclassDocs.get(id))
    this.omniclassDocs.delete(id)
    this.hits.setOmniclass(id, entry)
    if (entry) this.omniclassDocs.set(id, this.addDoc('omniclass', id, entry.name, entry.number ? numberDigits(entry.number) : ''))
    this.compactWhenWasteful()
  }

  setMakers(omniclassId: number, manufacturerIds: number[]) {
    this.hits.setMakers(omniclassId, manufacturerIds)
  }

  setManufacturer(id: number, title: string | null) {
    this.hits.setManufacturer(id, title)
  }

  /** Replaces everything one variant or image says about product names (`sourceKey` like `v12`, `i7`). */
  setProductSource(sourceKey: string, entries: ProductSource[]) {
    const { added, emptied } = this.hits.setProductSource(sourceKey, entries, (name) => splitWords(name).join(' '))
    for (const key of emptied) {
      this.retire(this.productDocs.get(key))
      this.productDocs.delete(key)
    }
    for (const [key, name] of added) if (!this.productDocs.has(key)) this.productDocs.set(key, this.addDoc('product', key, name, ''))
    this.compactWhenWasteful()
  }

  search(text: string, limit: number): SearchHit[] {
    const folded = foldText(text).trim()
    if (!folded) return []
    const { digits, rest } = splitNumberPrefix(folded)
    const numbered = digits ? this.docsWithNumberPrefix(digits) : []
    const words = toQueryWords(splitWords(numbered.length ? rest : folded)).slice(0, maxQueryWords)
    if (!words.length && !numbered.length) return []

    const exactDigits = digits && numbered.length ? significantDigits(digits) : null
    if (!words.length) return this.rankNumbers(numbered, exactDigits!, limit)
    const scores = new Map<number, number>()
    const allowed = numbered.length ? new Set(numbered) : null
    for (const alternative of expandSynonyms(words, this.synonyms)) this.scoreWords(alternative.slice(0, 16), allowed, scores)
    for (const doc of numbered) if (!scores.has(doc)) scores.set(doc, 0)
    return this.rank(scores, exactDigits, limit).map(({ doc }) => this.toHit(doc))
  }

  /** A bare number lists its branch: the number itself, then shallower numbers, in catalogue order. */
  private rankNumbers(numbered: number[], exactDigits: string, limit: number): SearchHit[] {
    const ranked = numbered.map((doc) => {
      const significant = significantDigits(this.docs[doc]!.digits)
      return { doc, score: (significant === exactDigits ? 1e9 : 0) - significant.length * 1e7 - doc, tie: 0 }
    })
    const threshold = kthLargest(ranked, limit)
    return ranked
      .filter((entry) => entry.score >= threshold)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ doc }) => this.toHit(doc))
  }

  private scoreWords(words: ReturnType<typeof toQueryWords>, allowed: Set<number> | null, scores: Map<number, number>) {
    const query = prepareQuery(words, (word, isLast) => this.vocabulary.match(word, isLast))
    if (this.marks.length < this.docs.length) this.marks = new Uint8Array(this.docs.length * 2)
    const touched: number[] = []
    for (const i of query.required) {
      for (const term of query.matches[i]!.keys()) {
        for (const doc of this.vocabulary.postings[term]!) {
          if (this.marks[doc] === 0) {
            if (!this.docs[doc]!.alive || (allowed && !allowed.has(doc))) continue
            touched.push(doc)
          }
          this.marks[doc] = 1
        }
      }
    }
    for (const doc of touched) {
      this.marks[doc] = 0
      const entry = this.docs[doc]!
      const score = scoreDocument(entry.terms, query) - (entry.kind === 'product' ? productPenalty : 0)
      if (score > (scores.get(doc) ?? -Infinity)) scores.set(doc, score)
    }
  }

  private docsWithNumberPrefix(digits: string): number[] {
    const found: number[] = []
    for (const doc of this.omniclassDocs.values()) if (this.docs[doc]!.digits.startsWith(digits)) found.push(doc)
    return found
  }

  /** Best first; ties go to tables, an exact number, the shallower number, the shorter name, then catalogue order. */
  private rank(scores: Map<number, number>, exactDigits: string | null, limit: number): Ranked[] {
    const ranked: Ranked[] = []
    for (const [doc, score] of scores) ranked.push({ doc, score, tie: 0 })
    const threshold = kthLargest(ranked, limit)
    const top = ranked.filter((entry) => entry.score >= threshold)
    for (const entry of top) entry.tie = this.tieBreak(entry.doc, exactDigits)
    top.sort((a, b) => b.score - a.score || a.tie - b.tie || a.doc - b.doc)
    return top.slice(0, limit)
  }

  private tieBreak(doc: number, exactDigits: string | null): number {
    const entry = this.docs[doc]!
    const kind = entry.kind === 'omniclass' ? 0 : 1
    const nameLength = Math.min(999, this.hits.nameOf(entry.kind, entry.ref).length)
    if (exactDigits === null) return kind * 1000 + nameLength
    const significant = significantDigits(entry.digits)
    return (significant === exactDigits ? 0 : 1e7) + significant.length * 1e5 + kind * 1000 + nameLength
  }

  private toHit(doc: number): SearchHit {
    const entry = this.docs[doc]!
    return entry.kind === 'omniclass' ? this.hits.omniclassHit(entry.ref as number) : this.hits.productHit(entry.ref as string)
  }

  private addDoc(kind: Doc['kind'], ref: number | string, name: string, digits: string): number {
    const id = this.docs.length
    const terms = Int32Array.from(splitWords(name), (word) => this.vocabulary.idOf(word))
    this.docs.push({ kind, ref, terms, digits, alive: true })
    for (const term of new Set(terms)) this.vocabulary.postings[term]!.push(id)
    return id
  }

  private retire(doc: number | undefined) {
    if (doc === undefined || !this.docs[doc]!.alive) return
    this.docs[doc]!.alive = false
    this.retired++
  }

  /** Retired documents still sit in the postings; past a quarter of the index, start the lists afresh. */
  private compactWhenWasteful() {
    if (this.retired < 1000 || this.retired * 4 < this.docs.length) return
    const live = this.docs.filter((doc) => doc.alive)
    this.vocabulary = new Vocabulary()
    this.docs = []
    this.retired = 0
    this.omniclassDocs.clear()
    this.productDocs.clear()
    for (const doc of live) {
      const name = this.hits.nameOf(doc.kind, doc.ref)
      const id = this.addDoc(doc.kind, doc.ref, name, doc.digits)
      if (doc.kind === 'omniclass') this.omniclassDocs.set(doc.ref as number, id)
      else this.productDocs.set(doc.ref as string, id)
    }
  }
}

function kthLargest(ranked: Ranked[], k: number): number {
  if (ranked.length <= k) return -Infinity
  const values = Float64Array.from(ranked, (entry) => entry.score).sort()
  return values[values.length - k]!
}
