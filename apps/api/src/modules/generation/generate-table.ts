import type { FastifyBaseLogger } from 'fastify'
import type { GenerationEvent, GenerationStep } from '@scout/shared/schemas/generation'
import type { Db } from '../../db/client'
import type { Actor } from '../audit/audit.repository'
import { draftWithBuiltinEngine, findLenders, psetLabel } from './builtin-engine'
import { getCatalogueModel } from './catalogue-cache'
import {
  findExistingTable,
  listParameters,
  listUnreviewedNames,
  saveGeneratedTable,
} from './generation.repository'
import { findMisspeltTable, findNameMeant, findSynonymousTable } from './names-meant'
import type { ModelSettings } from './model-client'
import { askModelForTable } from './model-engine'
import { searchSynonyms } from './synonyms'
import { GenerationRefusal } from './generation-jobs'
import { isRecognisable, unrecognisedMessage } from './recognised-text'
import { tableNameFor } from './table-name'
import { readTypedProduct } from './typed-text'

export type DoneEvent = Extract<GenerationEvent, { type: 'done' }>
export type JobContext = {
  signal: AbortSignal
  deadline: number
  report: (step: GenerationStep, message: string) => void
}
export type GenerationDeps = { db: Db; llm?: ModelSettings; log: FastifyBaseLogger }

/** The longest a model may think, and what is kept back from the budget for the fallback and the save. */
const modelTimeoutMs = 45_000
const reserveMs = 3_000

/** Names the tables that lend their columns: a similar table of another kind lends nothing. */
function similarMessage(similarCount: number, lenders: { name: string }[]): string {
  if (lenders.length) return `Similar tables: ${listNames(lenders.map((table) => table.name))}`
  return similarCount
    ? 'No similar tables of the same kind in the catalogue'
    : 'No similar tables in the catalogue'
}

function listNames(names: string[], max = 3): string {
  const shown = names.slice(0, max).join(', ')
  return names.length > max ? `${shown} and ${names.length - max} more` : shown
}

/**
 * The table the name already names, else the one it misspells or names by a synonym, in the catalogue or
 * among the generated tables awaiting review: only then is the catalogue model needed.
 */
async function findTableToOpen(db: Db, name: string) {
  const existing = await findExistingTable(db, name)
  if (existing) return existing
  const model = await getCatalogueModel(db)
  const meant =
    findMisspeltTable(model, name) ??
    findSynonymousTable(model, name) ??
    findNameMeant(await listUnreviewedNames(db), name)
  return meant ? findExistingTable(db, meant) : null
}

/**
 * One generation (decisions.md §4): open the table the text already names (or misspells), or draft a new one
 * with the built-in engine, let the model improve it when one is configured (any failure keeps the built-in
 * draft), and save it for review. Reports each step; stops at the next step once the job is aborted.
 */
export async function generateTable(
  deps: GenerationDeps,
  actor: Actor,
  typed: string,
  job: JobContext,
): Promise<DoneEvent> {
  const model = await getCatalogueModel(deps.db)
  const text = readTypedProduct(model, typed)
  const name = tableNameFor(text)
  job.report('checking', `Checking whether "${name}" is already in the catalogue`)
  const existing = await findTableToOpen(deps.db, name)
  if (existing) {
    return {
      type: 'done',
      name: existing.name,
      created: false,
      source: existing.source,
      suggested_number: existing.suggestedNumber,
      engine: null,
    }
  }
  job.signal.throwIfAborted()

  // a model may know a brand or a new word; the built-in engine would only guess
  if (!deps.llm && !isRecognisable(model, text)) throw new GenerationRefusal(unrecognisedMessage(name))
  const { similar, kind, lenders, lenderIds } = findLenders(model, text, searchSynonyms)
  if (kind) job.report('similar', `Kind of product: ${kind.label}`)
  job.report('similar', similarMessage(similar.length, lenders))
  const lent = await listParameters(deps.db, lenderIds)
  job.signal.throwIfAborted()

  const draft = draftWithBuiltinEngine(model, text, similar, lent)
  job.report(
    'ifc',
    draft.propertySets.length
      ? `IFC property sets: ${listNames(draft.propertySets.map(psetLabel))}`
      : 'No matching IFC property sets',
  )
  job.report('merging', `Merged ${draft.parameters.length - 1} parameters and a Manufacturer column`)

  let table = { parameters: draft.parameters, suggestedNumber: draft.suggestedNumber }
  let engine: 'builtin' | 'model' = 'builtin'
  const timeoutMs = Math.min(modelTimeoutMs, job.deadline - Date.now() - reserveMs)
  if (deps.llm && timeoutMs > 1_000) {
    job.report('model', 'Asking the language model to refine the table')
    try {
      table = await askModelForTable(deps.llm, name, draft, { timeoutMs, signal: job.signal })
      engine = 'model'
    } catch (error) {
      job.signal.throwIfAborted()
      deps.log.warn({ err: error }, 'generation: the model failed; the built-in engine answers')
      job.report('model', 'The model did not give a usable answer; keeping the built-in draft')
    }
  }
  job.signal.throwIfAborted()

  job.report('saving', 'Saving the table for review')
  const created = await saveGeneratedTable(deps.db, actor, {
    name,
    parameters: table.parameters,
    suggestedNumber: table.suggestedNumber,
    engine,
  })
  if (!created) {
    // another job saved a table of this name a moment ago: open that one
    const raced = await findExistingTable(deps.db, name)
    if (!raced) throw new Error(`"${name}" could neither be saved nor found`)
    return {
      type: 'done',
      name: raced.name,
      created: false,
      source: raced.source,
      suggested_number: raced.suggestedNumber,
      engine: null,
    }
  }
  return {
    type: 'done',
    name,
    created: true,
    source: 'generated',
    suggested_number: table.suggestedNumber,
    engine,
  }
}
