import { and, count, eq, inArray, max, ne, or } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Db, Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { findOmniclass } from '../omniclass/omniclass.repository'
import type { CatalogueEntry } from './catalogue-model'
import { saveLenders, type Lender } from './lenders.repository'

export type ExistingTable = {
  name: string
  source: 'catalogue' | 'uploaded' | 'generated'
  suggestedNumber: string | null
  reviewed: boolean
  authorId: number | null
}

/** the tables the catalogue model learns from: all but generated ones awaiting review */
const learntFrom = or(ne(omniclasses.source, 'generated'), eq(omniclasses.reviewed, true))

/**
 * Changes whenever a table the model learns from is added, renamed, renumbered, reviewed or removed: the
 * catalogue model's cache key. Saving a generated table changes none of them (issue 26: each saved table had
 * rebuilt the model).
 */
export async function readCatalogueVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({ tables: count(), lastId: max(omniclasses.id), lastUpdate: max(omniclasses.updatedAt) })
    .from(omniclasses)
    .where(learntFrom)
  return `${row?.tables ?? 0}:${row?.lastId ?? 0}:${row?.lastUpdate?.toISOString() ?? ''}`
}

/**
 * The tables generation learns from and borrows from: all but the generated ones no one has reviewed yet, so
 * that one draft's mistakes do not spread to the next ("Modular Buildings" had copied the columns and number
 * of "Pre-Engineered Metal Buildings", generated a moment before).
 */
export async function listCatalogueEntries(db: Executor): Promise<CatalogueEntry[]> {
  return db
    .select({ id: omniclasses.id, number: omniclasses.number, name: omniclasses.name })
    .from(omniclasses)
    .where(learntFrom)
    .orderBy(omniclasses.id)
}

/** The names of the generated tables no one has reviewed yet: what the catalogue model leaves out. */
export async function listUnreviewedNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: omniclasses.name })
    .from(omniclasses)
    .where(and(eq(omniclasses.source, 'generated'), eq(omniclasses.reviewed, false)))
    .orderBy(omniclasses.id)
  return rows.map((row) => row.name)
}

export async function listParameters(db: Executor, ids: number[]): Promise<Map<number, Parameter[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: omniclasses.id, parameters: omniclasses.parameters })
    .from(omniclasses)
    .where(inArray(omniclasses.id, ids))
  return new Map(rows.map((row) => [row.id, row.parameters]))
}

/**
 * The table the text already names, if any: by name (any case, spacing, underscores), by OmniClass number, or
 * as "number name", else by one of `forms`, the other number of its last word (name-forms.ts, read in the
 * worker). Generation then opens it instead.
 */
export async function findExistingTable(
  db: Executor,
  text: string,
  forms: string[],
): Promise<ExistingTable | null> {
  const direct = await findOmniclass(db, text)
  if (direct) {
    const { name, source, suggestedNumber, reviewed, authorId } = direct
    return { name, source, suggestedNumber, reviewed, authorId }
  }
  if (forms.length === 0) return null
  const [row] = await db
    .select({
      name: omniclasses.name,
      source: omniclasses.source,
      suggestedNumber: omniclasses.suggestedNumber,
      reviewed: omniclasses.reviewed,
      authorId: omniclasses.authorId,
    })
    .from(omniclasses)
    .where(inArray(omniclasses.nameKey, forms))
    .orderBy(omniclasses.id)
    .limit(1)
  return row ?? null
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
