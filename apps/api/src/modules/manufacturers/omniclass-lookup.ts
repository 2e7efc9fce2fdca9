import { asc, inArray } from 'drizzle-orm'
import { parseOmniclassIdentifier, type OmniclassIdentifier } from '@scout/shared/domain/omniclass-identifier'
import { findParentNumber, parentCandidates } from '@scout/shared/domain/omniclass-number'
import type { Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'
import { findOmniclass as findTable } from '../omniclass/omniclass.repository'

/** A table by its identifier, read as every route reads it (`findOmniclass` of the omniclass module). */
export async function findOmniclass(db: Executor, identifier: string) {
  const row = await findTable(db, identifier)
  return row
    ? {
        id: row.id,
        number: row.number,
        name: row.name,
        source: row.source,
        reviewed: row.reviewed,
        authorId: row.authorId,
      }
    : undefined
}

/** decisions.md §3: the parent is the nearest existing ancestor by number, found in one query. */
export async function findParentOmniclass(db: Executor, number: string | null) {
  if (!number) return undefined
  const candidates = parentCandidates(number)
  if (candidates.length === 0) return undefined
  const rows = await db
    .select({ id: omniclasses.id, number: omniclasses.number, name: omniclasses.name })
    .from(omniclasses)
    .where(inArray(omniclasses.number, candidates))
    .orderBy(asc(omniclasses.id))
  const parentNumber = findParentNumber(number, (candidate) => rows.some((row) => row.number === candidate))
  return rows.find((row) => row.number === parentNumber)
}

/**
 * Resolves table identifiers (names or numbers) for an association list, in one query for the names;
 * answers the ids found and the identifiers that match no table.
 */
export async function resolveOmniclasses(db: Executor, identifiers: string[]) {
  const parsed = new Map(identifiers.map((id) => [id, parseOmniclassIdentifier(id)]))
  const keys = [
    ...new Set([...parsed.values()].flatMap((p) => (p ? [p.nameKey, p.numberedNameKey ?? p.nameKey] : []))),
  ]
  const byName = []
  // chunks keep each statement well under PostgreSQL's 65,535 bound parameters
  for (let start = 0; start < keys.length; start += 5000) {
    const part = keys.slice(start, start + 5000)
    byName.push(
      ...(await db
        .select({ id: omniclasses.id, nameKey: omniclasses.nameKey })
        .from(omniclasses)
        .where(inArray(omniclasses.nameKey, part))),
    )
  }
  const idByKey = new Map(byName.map((row) => [row.nameKey, row.id]))
  const byKey = (p: OmniclassIdentifier | null) =>
    p
      ? (idByKey.get(p.nameKey) ?? (p.numberedNameKey ? idByKey.get(p.numberedNameKey) : undefined))
      : undefined
  const numbers = [
    ...new Set([...parsed.values()].flatMap((p) => (p?.number && byKey(p) === undefined ? [p.number] : []))),
  ].slice(0, 5000)
  const byNumber = numbers.length
    ? await db
        .select({ id: omniclasses.id, number: omniclasses.number })
        .from(omniclasses)
        .where(inArray(omniclasses.number, numbers))
        .orderBy(asc(omniclasses.id))
    : []
  const idOf = new Map<string, number>()
  const unknown: string[] = []
  for (const identifier of identifiers) {
    const p = parsed.get(identifier)!
    const id = byKey(p) ?? byNumber.find((row) => row.number === p?.number)?.id
    if (id === undefined) unknown.push(identifier)
    else idOf.set(identifier, id)
  }
  return { ids: [...new Set(idOf.values())], idOf, unknown: [...new Set(unknown)] }
}
