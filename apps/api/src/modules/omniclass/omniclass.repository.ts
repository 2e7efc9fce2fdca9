import { and, asc, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm'
import { fromUrlName, toNameKey } from '@scout/shared/domain/names'
import { findParentNumber, parentCandidates } from '@scout/shared/domain/omniclass-number'
import { parseOmniclassIdentifier } from '@scout/shared/domain/omniclass-identifier'
import type { OmniclassRef } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers, omniclasses } from '../../db/schema'
import { visibleToSql, type Viewer } from './visibility'

export type OmniclassRow = typeof omniclasses.$inferSelect
export type OmniclassListFilter = 'all' | 'general' | 'not_reviewed'

/** Spaces, underscores and runs of whitespace all mean one space (spec §5). */
export function normalizeIdentifier(identifier: string): string {
  return fromUrlName(identifier).trim().replace(/\s+/g, ' ')
}

const catalogueFirst = [
  desc(omniclasses.reviewed),
  sql`(${omniclasses.source} = 'catalogue') desc`,
  asc(omniclasses.id),
]
const byNumberThenName = [sql`${omniclasses.number} asc nulls last`, asc(omniclasses.name)]

export async function findOmniclassByName(db: Executor, name: string): Promise<OmniclassRow | null> {
  const [row] = await db
    .select()
    .from(omniclasses)
    .where(eq(omniclasses.nameKey, toNameKey(name)))
    .limit(1)
  return row ?? null
}

async function findByNumber(db: Executor, number: string): Promise<OmniclassRow | null> {
  // numbers are not unique (an uploaded table may reuse one); the reviewed catalogue table wins
  const [row] = await db
    .select()
    .from(omniclasses)
    .where(eq(omniclasses.number, number))
    .orderBy(...catalogueFirst)
    .limit(1)
  return row ?? null
}

/** The one table lookup every route uses; the identifier is read by `parseOmniclassIdentifier`. */
export async function findOmniclass(db: Executor, identifier: string): Promise<OmniclassRow | null> {
  const parsed = parseOmniclassIdentifier(identifier)
  if (!parsed) return null
  return (
    (await findOmniclassByName(db, parsed.nameKey)) ??
    (parsed.numberedNameKey ? await findOmniclassByName(db, parsed.numberedNameKey) : null) ??
    (parsed.number ? await findByNumber(db, parsed.number) : null)
  )
}

/** The nearest existing ancestor by number (decisions.md §3), or null for unnumbered and top-level tables. */
export async function findParentTable(db: Executor, number: string | null): Promise<OmniclassRef | null> {
  if (!number) return null
  const candidates = parentCandidates(number)
  if (candidates.length === 0) return null
  const rows = await db
    .select({ number: omniclasses.number, name: omniclasses.name })
    .from(omniclasses)
    .where(inArray(omniclasses.number, candidates))
    .orderBy(...catalogueFirst)
  const parentNumber = findParentNumber(number, (candidate) => rows.some((row) => row.number === candidate))
  return rows.find((row) => row.number === parentNumber) ?? null
}

export async function listManufacturerTitles(db: Executor, omniclassId: number): Promise<string[]> {
  const rows = await db
    .select({ title: manufacturers.title })
    .from(manufacturerOmniclasses)
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(eq(manufacturerOmniclasses.omniclassId, omniclassId))
    .orderBy(asc(manufacturers.title))
  return rows.map((row) => row.title)
}

/** Every table with its manufacturers' titles in one grouped query (no query per table). */
export async function listOmniclassesWithTitles(db: Executor, viewer: Viewer) {
  return db
    .select({
      number: omniclasses.number,
      name: omniclasses.name,
      reviewed: omniclasses.reviewed,
      source: omniclasses.source,
      manufacturerTitles: sql<
        string[]
      >`coalesce(json_agg(${manufacturers.title} order by ${manufacturers.title}) filter (where ${manufacturers.id} is not null), '[]'::json)`,
    })
    .from(omniclasses)
    .leftJoin(manufacturerOmniclasses, eq(manufacturerOmniclasses.omniclassId, omniclasses.id))
    .leftJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(visibleToSql(viewer))
    .groupBy(omniclasses.id)
    .orderBy(...byNumberThenName)
}

export async function listAssociations(db: Executor, viewer: Viewer) {
  return db
    .select({ omniclassName: omniclasses.name, manufacturerTitle: manufacturers.title })
    .from(manufacturerOmniclasses)
    .innerJoin(omniclasses, eq(omniclasses.id, manufacturerOmniclasses.omniclassId))
    .innerJoin(manufacturers, eq(manufacturers.id, manufacturerOmniclasses.manufacturerId))
    .where(visibleToSql(viewer))
    .orderBy(asc(omniclasses.name), asc(manufacturers.title))
}

const listFilters: Record<OmniclassListFilter, SQL | undefined> = {
  all: undefined,
  // "general": the classification itself, i.e. reviewed catalogue tables, not uploaded or generated ones
  general: and(eq(omniclasses.reviewed, true), eq(omniclasses.source, 'catalogue')),
  // issue 27: a catalogue table's suggested parameters await review too
  not_reviewed: or(eq(omniclasses.reviewed, false), eq(omniclasses.parametersSuggested, true)),
}

export async function listOmniclassSummaries(db: Executor, filter: OmniclassListFilter) {
  return db
    .select({
      number: omniclasses.number,
      name: omniclasses.name,
      reviewed: omniclasses.reviewed,
      source: omniclasses.source,
      suggested_number: omniclasses.suggestedNumber,
      parameters_suggested: omniclasses.parametersSuggested,
    })
    .from(omniclasses)
    .where(listFilters[filter])
    .orderBy(...byNumberThenName)
}

/** Tables no manufacturer is associated with; `reviewedOnly` hides unreviewed (user-generated) ones. */
export async function listMissingManufacturers(db: Executor, reviewedOnly: boolean) {
  return db
    .select({ number: omniclasses.number, name: omniclasses.name })
    .from(omniclasses)
    .leftJoin(manufacturerOmniclasses, eq(manufacturerOmniclasses.omniclassId, omniclasses.id))
    .where(
      and(
        isNull(manufacturerOmniclasses.omniclassId),
        reviewedOnly ? eq(omniclasses.reviewed, true) : undefined,
      ),
    )
    .orderBy(...byNumberThenName)
}

/** True when another table already uses this name (case, spacing and underscores aside). */
export async function isNameTaken(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: omniclasses.id })
    .from(omniclasses)
    .where(
      and(eq(omniclasses.nameKey, toNameKey(name)), exceptId ? not(eq(omniclasses.id, exceptId)) : undefined),
    )
    .limit(1)
  return Boolean(row)
}
