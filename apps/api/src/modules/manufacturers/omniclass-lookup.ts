import { asc, eq, inArray } from 'drizzle-orm'
import { isOmniclassNumber, toNameKey } from '@scout/shared/domain/names'
import { findParentNumber, parentCandidates } from '@scout/shared/domain/omniclass-number'
import type { Executor } from '../../db/client'
import { omniclasses } from '../../db/schema'

const normalNumber = (text: string) => text.trim().replace(/\s+/g, ' ')

/** A table by name (spaces or underscores, any case) or, failing that, by number. */
export async function findOmniclass(db: Executor, identifier: string) {
  const columns = {
    id: omniclasses.id,
    number: omniclasses.number,
    name: omniclasses.name,
    source: omniclasses.source,
    reviewed: omniclasses.reviewed,
    authorId: omniclasses.authorId,
  }
  const [byName] = await db
    .select(columns)
    .from(omniclasses)
    .where(eq(omniclasses.nameKey, toNameKey(identifier)))
  if (byName || !isOmniclassNumber(identifier)) return byName
  const [byNumber] = await db
    .select(columns)
    .from(omniclasses)
    .where(eq(omniclasses.number, normalNumber(identifier)))
    .orderBy(asc(omniclasses.id))
    .limit(1)
  return byNumber
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
  const keys = [...new Set(identifiers.map(toNameKey))]
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
  const numbers = [
    ...new Set(
      identifiers.filter((id) => !idByKey.has(toNameKey(id)) && isOmniclassNumber(id)).map(normalNumber),
    ),
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
    const id =
      idByKey.get(toNameKey(identifier)) ??
      byNumber.find((row) => row.number === normalNumber(identifier))?.id
    if (id === undefined) unknown.push(identifier)
    else idOf.set(identifier, id)
  }
  return { ids: [...new Set(idOf.values())], idOf, unknown: [...new Set(unknown)] }
}
