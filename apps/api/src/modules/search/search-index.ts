import type { SearchHit } from '@scout/shared/schemas/search'
import { HitBuilder, type ProductSource } from './hit-builder'
import { DocStore } from './doc-store'
import { headPositions } from './heads'
import { maxQueryWords, synonymPenalty } from './ranking'
import { splitRunTogether } from './run-together'
import { ScoreSheet, Scorer } from './scorer'
import { expandSynonyms, loadSynonyms, toQueryWords, type Synonyms } from './synonyms'
import { foldText, numberDigits, significantDigits, splitNumberPrefix, splitWords } from './text'
import { topK } from './top-k'
import { Vocabulary } from './vocabulary'

export type { ProductSource } from './hit-builder'
export type OmniclassEntry = {
  number: string | null
  name: string
  /** a generated table no one has reviewed yet: found only by its author and administrators (issue 26) */
  awaitingReview?: { authorId: number | null }
}
/** who is searching: hidden tables are filtered per request */
export type Viewer = { id: number; admin: boolean }

/** A long query is read to the longest name's word count, at least this many words (and at most 30). */
const minQueryWords = 8

/**
 * The in-memory search over tables and product names (docs/decisions/005-search.md). Documents are
 * append-only: a changed name adds a new document and retires the old one; compaction drops the retired.
 */
export class SearchIndex {
  private vocabulary = new Vocabulary()
  private docs = new DocStore()
  private retired = 0
  /** the most words of any name indexed: a query is never cut short of a name typed in full */
  private longestName = 0
  private readonly scorer = new Scorer()
  private readonly sheet = new ScoreSheet()
  private readonly omniclassDocs = new Map<number, number>()
  private readonly productDocs = new Map<string, number>()
  /** the documents of tables awaiting review, and their authors */
  private readonly awaiting = new Map<number, number | null>()
  readonly hits = new HitBuilder()

  /** every word of a synonym phrase: such a word is never read as two run together */
  private readonly synonymStems: ReadonlySet<string>

  constructor(private readonly synonyms: Synonyms = loadSynonyms()) {
    this.synonymStems = new Set(synonyms.flat().flatMap((phrase) => phrase.keyStems))
  }

  get documentCount() {
    return this.docs.count - this.retired
  }

  setOmniclass(id: number, entry: OmniclassEntry | null) {
    const old = this.omniclassDocs.get(id)
    this.retire(old)
    if (old !== undefined) this.awaiting.delete(old)
    this.omniclassDocs.delete(id)
    this.hits.setOmniclass(id, entry && { number: entry.number, name: entry.name })
    if (entry) {
      const doc = this.addDoc('omniclass', id, entry.name, entry.number ? numberDigits(entry.number) : '')
      this.omniclassDocs.set(id, doc)
      if (entry.awaitingReview) this.awaiting.set(doc, entry.awaitingReview.authorId)
    }
    this.compactWhenWasteful()
  }

  setMakers(omniclassId: number, manufacturerIds: number[]) {
    this.hits.setMakers(omniclassId, manufacturerIds)
  }

  setManufacturer(id: number, title: string | null) {
    this.hits.setManufacturer(id, title)
  }

  /** Replaces everything one variant (its id) or image (minus its id) says about product names. */
  setProductSource(source: number, entries: ProductSource[]) {
    const { added, emptied } = this.hits.setProductSource(source, entries, (name) =>
      splitWords(name).join(' '),
    )
    for (const key of emptied) {
      this.retire(this.productDocs.get(key))
      this.productDocs.delete(key)
    }
    for (const [key, name] of added)
      if (!this.productDocs.has(key)) this.productDocs.set(key, this.addDoc('product', key, name, ''))
    this.compactWhenWasteful()
  }

  /** Without a viewer, tables awaiting review are left out. */
  search(text: string, limit: number, viewer?: Viewer): SearchHit[] {
    const folded = foldText(text).trim()
    if (!folded) return []
    const { digits, rest } = splitNumberPrefix(folded)
    const numbered = digits ? this.docsWithNumberPrefix(digits) : []
    const wordLimit = Math.min(maxQueryWords, Math.max(minQueryWords, this.longestName))
    const words = toQueryWords(splitWords(numbered.length ? rest : folded)).slice(0, wordLimit)
    if (!words.length && !numbered.length) return []

    this.sheet.start(this.docs.count)
    const exactDigits = numbered.length ? significantDigits(digits!) : null
    if (words.length) {
      const allowed = numbered.length ? new Set(numbered) : null
      // the alternative whose words all mean something goes first, so the others are cut short by what it found
      // synonyms first: "drywall" is a synonym as typed, and dry + wall only once read apart
      const alternatives = expandSynonyms(words, this.synonyms)
        .map((alternative, i) => ({
          alternative: splitRunTogether(alternative, this.vocabulary, this.synonymStems).slice(
            0,
            maxQueryWords,
          ),
          // a name found only through a synonym yields to the same name found as typed
          penalty: i === 0 ? 0 : synonymPenalty,
          known:
            alternative.filter(
              (word, i) => this.vocabulary.match(word, i === alternative.length - 1).size > 0,
            ).length / alternative.length,
        }))
        .sort((a, b) => b.known - a.known)
      for (const { alternative, penalty } of alternatives)
        this.scorer.score(alternative, this.vocabulary, this.docs, allowed, limit, this.sheet, penalty)
    }
    // a bare number lists its branch: the number itself, then shallower numbers, in catalogue order
    for (const doc of numbered) if (!this.sheet.has(doc)) this.sheet.offer(doc, 0)
    const tieOf =
      exactDigits === null
        ? (doc: number) => this.docs.tie[doc]!
        : (doc: number) => this.numberTie(doc, exactDigits)
    const candidates = this.awaiting.size
      ? this.sheet.docs.filter((doc) => this.visibleTo(doc, viewer))
      : this.sheet.docs
    return topK(candidates, limit, (doc) => this.sheet.scoreOf(doc), tieOf).map((doc) => this.toHit(doc))
  }

  private visibleTo(doc: number, viewer: Viewer | undefined): boolean {
    if (!this.awaiting.has(doc)) return true
    return viewer !== undefined && (viewer.admin || this.awaiting.get(doc) === viewer.id)
  }

  private numberTie(doc: number, exactDigits: string): number {
    const significant = significantDigits(this.docs.digits[doc]!)
    return (significant === exactDigits ? 0 : 1e3) + significant.length
  }

  private docsWithNumberPrefix(digits: string): number[] {
    const found: number[] = []
    for (const doc of this.omniclassDocs.values())
      if (this.docs.digits[doc]!.startsWith(digits)) found.push(doc)
    return found
  }

  private toHit(doc: number): SearchHit {
    const ref = this.docs.refs[doc]!
    if (this.docs.isProduct(doc)) return this.hits.productHit(ref as string)
    const hit = this.hits.omniclassHit(ref as number)
    return this.awaiting.has(doc) ? { ...hit, awaiting_review: true } : hit
  }

  private addDoc(kind: 'omniclass' | 'product', ref: number | string, name: string, digits: string): number {
    const terms = splitWords(name).map((word) => this.vocabulary.idOf(word))
    // a table names a kind of product; a product name is a brand's, not a kind, so it names no head
    const heads = kind === 'omniclass' ? headPositions(name) : []
    const doc = this.docs.add(kind, ref, terms, digits, name.length, heads)
    for (const term of new Set(terms)) this.vocabulary.postings[term]!.push(doc)
    if (terms.length) this.vocabulary.firstPostings[terms[0]!]!.push(doc)
    for (const term of new Set(heads.map((at) => terms[at]!))) this.vocabulary.headPostings[term]!.push(doc)
    this.longestName = Math.max(this.longestName, terms.length)
    return doc
  }

  private retire(doc: number | undefined) {
    if (doc === undefined || !this.docs.isAlive(doc)) return
    this.docs.retire(doc)
    this.retired++
  }

  /** Retired documents still sit in the postings; past a quarter of the index, start the lists afresh. */
  private compactWhenWasteful() {
    if (this.retired < 1000 || this.retired * 4 < this.docs.count) return
    const old = this.docs
    const awaiting = new Map(this.awaiting)
    this.awaiting.clear()
    this.vocabulary = new Vocabulary()
    this.docs = new DocStore()
    this.retired = 0
    this.omniclassDocs.clear()
    this.productDocs.clear()
    for (let doc = 0; doc < old.count; doc++) {
      if (!old.isAlive(doc)) continue
      const kind = old.isProduct(doc) ? 'product' : 'omniclass'
      const ref = old.refs[doc]!
      const id = this.addDoc(kind, ref, this.hits.nameOf(kind, ref), old.digits[doc]!)
      if (kind === 'omniclass') {
        this.omniclassDocs.set(ref as number, id)
        if (awaiting.has(doc)) this.awaiting.set(id, awaiting.get(doc)!)
      } else this.productDocs.set(ref as string, id)
    }
  }
}
