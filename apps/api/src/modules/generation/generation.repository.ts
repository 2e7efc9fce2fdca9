import { and, count, eq, inArray, max, ne, or } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Db, Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { appendAudit, type Actor } from '../audit/audit.repository'
import { findOmniclass } from '../omniclass/omniclass.repository'
import type { CatalogueEntry } from './catalogue-model'
import { phraseEnds } from './product-kinds'

export type ExistingTable = {
  name: string
  source: 'catalogue' | 'uploaded' | 'generated'
  suggestedNumber: string | null
}

/** Changes whenever a table is added, renamed, renumbered or removed: the catalogue model's cache key. */
export async function readCatalogueVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({ tables: count(), lastId: max(omniclasses.id), lastUpdate: max(omniclasses.updatedAt) })
    .from(omniclasses)
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
    .where(or(ne(omniclasses.source, 'generated'), eq(omniclasses.reviewed, true)))
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

/** where a name's main phrase ends, as the kinds read it (product-kinds.ts): " with tank" */
const phraseEnd = new RegExp(` (?:${[...phraseEnds].join('|')}) `)

/**
 * The other number of the last word (`fire door` ↔ `fire doors`, `battery` ↔ `batteries`), and of the thing's
 * own last word before "with", "for"… (`toilet with tank` ↔ `toilets with tank`).
 */
function otherNumberForms(nameKey: string): string[] {
  const phrase = phraseEnd.exec(nameKey)
  const forms = lastWordForms(nameKey)
  if (!phrase) return forms
  const rest = nameKey.slice(phrase.index)
  return [...forms, ...lastWordForms(nameKey.slice(0, phrase.index)).map((form) => form + rest)]
}

function lastWordForms(nameKey: string): string[] {
  const match = /^(.*?)([a-z]+)$/.exec(nameKey)
  if (!match) return []
  const [, head = '', last = ''] = match
  const forms = last.endsWith('ies')
    ? [`${last.slice(0, -3)}y`]
    : last.endsWith('es')
      ? [last.slice(0, -2), last.slice(0, -1)]
      : last.endsWith('s')
        ? [last.slice(0, -1)]
        : last.endsWith('y')
          ? [`${last.slice(0, -1)}ies`, `${last}s`]
          : [`${last}s`, `${last}es`]
  return forms.map((form) => `${head}${form}`)
}

/**
 * The table the text already names, if any: by name (any case, spacing, underscores or the other number of
 * its last word), by OmniClass number, or as "number name". Generation then opens it instead.
 */
export async function findExistingTable(db: Executor, text: string): Promise<ExistingTable | null> {
  const direct = await findOmniclass(db, text)
  if (direct) return { name: direct.name, source: direct.source, suggestedNumber: direct.suggestedNumber }
  const forms = otherNumberForms(toNameKey(text))
  if (forms.length === 0) return null
  const [row] = await db
    .select({
      name: omniclasses.name,
      source: omniclasses.source,
      suggestedNumber: omniclasses.suggestedNumber,
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
}

/**
 * Saves a generated table for review (unreviewed, source generated, its suggested number) with its audit
 * entry, in one transaction. Returns false when a table of that name appeared meanwhile: nothing is written.
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
      })
      .onConflictDoNothing({ target: omniclasses.nameKey })
      .returning({ id: omniclasses.id })
    if (!row) return false
    await appendAudit(tx, actor, {
      action: 'generate',
      entity: 'omniclass',
      key: fields.name,
      summary: {
        suggested_number: fields.suggestedNumber,
        engine: fields.engine,
        parameters: fields.parameters.length,
      },
    })
    return true
  })
}
