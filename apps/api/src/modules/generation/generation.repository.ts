import { inArray } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import { parseOmniclassIdentifier } from '@scout/shared/domain/omniclass-identifier'
import type { Db, Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { findOmniclass } from '../omniclass/omniclass.repository'
import { saveLenders, type Lender } from './lenders.repository'

export type ExistingTable = {
  name: string
  source: 'catalogue' | 'uploaded' | 'generated'
  suggestedNumber: string | null
  reviewed: boolean
  authorId: number | null
}

export type CatalogueTable = {
  id: number
  number: string | null
  name: string
  source: ExistingTable['source']
  reviewed: boolean
}

const tableColumns = {
  id: omniclasses.id,
  number: omniclasses.number,
  name: omniclasses.name,
  source: omniclasses.source,
  reviewed: omniclasses.reviewed,
}

/**
 * Every table as generation reads the catalogue (catalogue-cache.ts): it learns from all but the generated
 * ones no one has reviewed yet, so that one draft's mistakes do not spread to the next ("Modular Buildings"
 * had copied the columns and number of "Pre-Engineered Metal Buildings", generated a moment before), and
 * reads those apart (a text may name one).
 */
export async function listCatalogueTables(db: Executor): Promise<CatalogueTable[]> {
  return db.select(tableColumns).from(omniclasses).orderBy(omniclasses.id)
}

/** The tables of these ids as they are now (a table removed meanwhile is missing). */
export async function readCatalogueTables(db: Executor, ids: number[]): Promise<CatalogueTable[]> {
  return db.select(tableColumns).from(omniclasses).where(inArray(omniclasses.id, ids))
}

export async function listParameters(db: Executor, ids: number[]): Promise<Map<number, Parameter[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: omniclasses.id, parameters: omniclasses.parameters })
    .from(omniclasses)
    .where(inArray(omniclasses.id, ids))
  return new Map(rows.map((row) => [row.id, row.parameters]))
}

const existingColumns = {
  id: omniclasses.id,
  name: omniclasses.name,
  nameKey: omniclasses.nameKey,
  source: omniclasses.source,
  suggestedNumber: omniclasses.suggestedNumber,
  reviewed: omniclasses.reviewed,
  authorId: omniclasses.authorId,
}

/**
 * The table the text already names, if any: by name (any case, spacing, underscores), as "number name", by
 * OmniClass number, else by one of `forms`, the other number of its last word (name-forms.ts, read in the
 * worker). Generation then opens it instead. The names are looked up in one query (`findOmniclass`'s rules,
 * with the forms after the number).
 */
export async function findExistingTable(
  db: Executor,
  text: string,
  forms: string[],
): Promise<ExistingTable | null> {
  const parsed = parseOmniclassIdentifier(text)
  if (!parsed) return null
  const named = [parsed.nameKey, parsed.numberedNameKey].filter((key): key is string => key !== null)
  const rows = await db
    .select(existingColumns)
    .from(omniclasses)
    .where(inArray(omniclasses.nameKey, [...named, ...forms]))
  const byName = named.map((key) => rows.find((row) => row.nameKey === key)).find((row) => row)
  // of the other number's forms, the oldest table
  const byForm = rows.filter((row) => forms.includes(row.nameKey)).sort((a, b) => a.id - b.id)[0]
  const found = byName ?? (parsed.number ? await findOmniclass(db, parsed.number) : null) ?? byForm
  if (!found) return null
  const { name, source, suggestedNumber, reviewed, authorId } = found
  return { name, source, suggestedNumber, reviewed, authorId }
}

export type GeneratedTableFields = {
  name: string
  parameters: Parameter[]
  suggestedNumber: string | null
  engine: 'builtin' | 'model'
  /** the tables it learned from, most similar first: recorded with it (lenders.repository.ts) */
  lenders: Lender[]
}

/**
 * Saves a generated table for review (unreviewed, source generated, its suggested number) with its audit
 * entry and the tables it learned from, in one transaction. Returns false when a table of that name appeared meanwhile: nothing is written.
 */
export async function saveGeneratedTable(
  db: Db,
  actor: Actor,
  fields: GeneratedTableFields,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(omniclasses)
      .values({
        name: fields.name,
        nameKey: toNameKey(fields.name),
        number: null,
        parameters: fields.parameters,
        reviewed: false,
        source: 'generated',
        suggestedNumber: fields.suggestedNumber,
        authorId: actor?.id ?? null,
      })
      .onConflictDoNothing({ target: omniclasses.nameKey })
      .returning({ id: omniclasses.id })
    if (!row) return false
    // a lender removed since the catalogue snapshot was read would fail the whole save on its foreign key
    const present = new Set(
      (
        await listParameters(
          tx,
          fields.lenders.map((l) => l.id),
        )
      ).keys(),
    )
    await saveLenders(
      tx,
      row.id,
      fields.lenders.filter((lender) => present.has(lender.id)),
    )
    await appendAudit(tx, actor, {
      action: 'generate',
      entity: 'omniclass',
      key: fields.name,
      summary: {
        suggested_number: fields.suggestedNumber,
        engine: fields.engine,
        parameters: fields.parameters.length,
        learnt_from: fields.lenders.length,
      },
    })
    return true
  })
}
