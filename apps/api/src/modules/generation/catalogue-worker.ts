import fs from 'node:fs'
import os from 'node:os'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { draftWithBuiltinEngine, findLenders, psetLabel, type BuiltinDraft } from './builtin-engine'
import { buildCatalogueModel, type CatalogueEntry, type CatalogueModel } from './catalogue-model'
import type { SimilarTable } from './similar-tables'
import { findMisspeltTable, findNameMeant, findSynonymousTable } from './names-meant'
import { findNearDuplicate } from './near-duplicates'
import { hasProductWord } from './product-word'
import { isRecognisable, unrecognisedMessage } from './recognised-text'
import { nameForms } from './name-forms'
import { searchSynonyms } from './synonyms'
import { tableNameFor } from './table-name'
import { readTypedProduct } from './typed-text'

/**
 * The generation worker's entry (a piscina worker thread, docs/decisions/015-generation-runtime.md): all of
 * generation's CPU work, off the API's request thread. It keeps the catalogue model of the last catalogue
 * version it was given and builds the next from the previous (the classifiers and the kinds' families are
 * taken over while the numbered tables are unchanged). A task names the version it expects; when the worker
 * has another, it answers `stale` and the caller sends the entries along. Keep this file a separate entry
 * point of any bundle (apps/api/build.mjs builds it as dist/catalogue-worker.js).
 */
/**
 * This thread yields the CPU to the API's request thread (decision 015): on a busy machine a generation
 * waits a little longer rather than `/healthz` and search. Linux keeps a nice value per thread, which
 * /proc/thread-self names; elsewhere the thread keeps the process's priority.
 */
const workerNice = 10
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop())
  if (Number.isInteger(threadId) && threadId !== process.pid) os.setPriority(threadId, workerNice)
} catch {
  // not Linux, or not allowed: the same priority as the request thread
}

export type Catalogue = { version: string; entries?: CatalogueEntry[] }

export type ReadTask = { op: 'read'; catalogue: Catalogue; typed: string; unreviewed: string[] }
export type DraftTask = { op: 'draft'; catalogue: Catalogue; text: string; lent: Map<number, Parameter[]> }
export type WarmTask = { op: 'warm'; catalogue: Catalogue }
/** issue 27: catalogue tables of their own, suggested parameters for their names, a batch at a time */
export type SuggestReadTask = {
  op: 'suggest-read'
  catalogue: Catalogue
  tables: { id: number; name: string }[]
}
export type SuggestDraftTask = {
  op: 'suggest-draft'
  catalogue: Catalogue
  tables: { id: number; text: string; lenderIds: number[] }[]
  lent: Map<number, Parameter[]>
}
export type WorkerTask = ReadTask | DraftTask | WarmTask | SuggestReadTask | SuggestDraftTask

export type ReadResult = {
  /** the text as read (sizes, makers, order…) and the name a new table would get */
  text: string
  name: string
  /** the name keys of its table in the other number (name-forms.ts) */
  nameForms: string[]
  /** the existing name it means (a misspelling, a synonym, a near-duplicate), when the name itself is none */
  meant: string | null
  meantForms: string[]
  /** why it is refused when it names no building product */
  unrecognised: string
  /** whether the built-in engine can tell it names a thing, and whether one of its words is a product word */
  recognisable: boolean
  productWord: boolean
  kindLabel: string | null
  similarCount: number
  /** the tables that lend their columns, with their similarity score (similar-tables.ts) */
  lenders: LearntFrom[]
  /**
   * what the new table records as learnt from (omniclass_lenders, issue 27): the lenders, or when none lent,
   * the few most similar tables, so that Step 3 still has makers of similar products to offer
   */
  learntFrom: LearntFrom[]
}
export type LearntFrom = { id: number; name: string; similarity: number }

/** how many of the most similar tables are recorded when no table of the same kind lent (decision 017) */
const similarRecordedWithoutLenders = 3
export type DraftResult = BuiltinDraft & { propertySetLabels: string[] }
export type SuggestReadResult = { id: number; text: string; lenderIds: number[]; learntFrom: LearntFrom[] }[]
export type SuggestDraftResult = { id: number; parameters: Parameter[] }[]
export type WorkerAnswer<T> = { stale: true } | { stale: false; value: T }

let current: { version: string; model: CatalogueModel } | null = null

function modelFor(catalogue: Catalogue): CatalogueModel | null {
  if (current?.version === catalogue.version) return current.model
  if (!catalogue.entries) return null
  current = { version: catalogue.version, model: buildCatalogueModel(catalogue.entries, current?.model) }
  return current.model
}

const learnt = (table: SimilarTable): LearntFrom => ({
  id: table.id,
  name: table.name,
  similarity: table.score,
})

function read(model: CatalogueModel, task: ReadTask): ReadResult {
  const text = readTypedProduct(model, task.typed)
  const name = tableNameFor(text)
  const meant =
    findMisspeltTable(model, name) ??
    findSynonymousTable(model, name) ??
    findNameMeant(task.unreviewed, name) ??
    findNearDuplicate(model, task.unreviewed, name)
  const { similar, kind, lenders } = findLenders(model, text, searchSynonyms)
  return {
    text,
    name,
    nameForms: nameForms(name),
    meant,
    meantForms: meant ? nameForms(meant) : [],
    unrecognised: unrecognisedMessage(name),
    recognisable: isRecognisable(model, text),
    productWord: hasProductWord(model, text),
    kindLabel: kind?.label ?? null,
    similarCount: similar.length,
    lenders: lenders.map(learnt),
    learntFrom: (lenders.length ? lenders : similar.slice(0, similarRecordedWithoutLenders)).map(learnt),
  }
}

function draft(model: CatalogueModel, task: DraftTask): DraftResult {
  const { similar } = findLenders(model, task.text, searchSynonyms)
  const built = draftWithBuiltinEngine(model, task.text, similar, task.lent)
  return { ...built, propertySetLabels: built.propertySets.map(psetLabel) }
}

/**
 * The last batch's similar tables, for its draft: finding them is most of the read stage, and the draft of the
 * same batch follows on this thread (another thread finds them again).
 */
let lastRead: { model: CatalogueModel; similar: Map<string, SimilarTable[]> } | null = null

/** The read stage for a table's own name: it is read as typed text would be, and never lends to itself. */
function suggestRead(model: CatalogueModel, task: SuggestReadTask): SuggestReadResult {
  lastRead = { model, similar: new Map() }
  return task.tables.map((table) => {
    const text = readTypedProduct(model, table.name)
    const found = findLenders(model, text, searchSynonyms, table.id)
    lastRead!.similar.set(`${table.id}:${text}`, found.similar)
    const learntFrom = found.lenders.length
      ? found.lenders
      : found.similar.slice(0, similarRecordedWithoutLenders)
    return { id: table.id, text, lenderIds: found.lenderIds, learntFrom: learntFrom.map(learnt) }
  })
}

function similarFor(model: CatalogueModel, id: number, text: string): SimilarTable[] {
  const kept = lastRead?.model === model ? lastRead.similar.get(`${id}:${text}`) : undefined
  return kept ?? findLenders(model, text, searchSynonyms, id).similar
}

/** The draft stage, each table drafted from its own lenders only (`lent` holds the whole batch's). */
function suggestDraft(model: CatalogueModel, task: SuggestDraftTask): SuggestDraftResult {
  return task.tables.map((table) => {
    const similar = similarFor(model, table.id, table.text)
    const lent = new Map<number, Parameter[]>()
    for (const id of table.lenderIds) {
      const parameters = task.lent.get(id)
      if (parameters) lent.set(id, parameters)
    }
    const draft = draftWithBuiltinEngine(model, table.text, similar, lent, { suggestNumber: false })
    return { id: table.id, parameters: draft.parameters }
  })
}

type Answer = ReadResult | DraftResult | SuggestReadResult | SuggestDraftResult | null

export default function runTask(task: WorkerTask): WorkerAnswer<Answer> {
  const model = modelFor(task.catalogue)
  if (!model) return { stale: true }
  if (task.op === 'suggest-read') return { stale: false, value: suggestRead(model, task) }
  if (task.op === 'suggest-draft') return { stale: false, value: suggestDraft(model, task) }
  if (task.op === 'read') return { stale: false, value: read(model, task) }
  if (task.op === 'draft') return { stale: false, value: draft(model, task) }
  return { stale: false, value: null }
}
