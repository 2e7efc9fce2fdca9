import { inArray, sql } from 'drizzle-orm'
import { toNameKey } from '@scout/shared/domain/names'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers, omniclasses } from '../../db/schema'
import type { ParsedCsv } from './omniclass-csv'

export type ImportResult = { tables: number; created: number; updated: number }
const chunkSize = 500

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Counts rows that existed before an upsert, so the result can say what was new. */
async function countExisting(db: Executor, nameKeys: string[]) {
  let existing = 0
  for (const part of chunks(nameKeys, chunkSize)) {
    const rows = await db
      .select({ id: omniclasses.id })
      .from(omniclasses)
      .where(inArray(omniclasses.nameKey, part))
    existing += rows.length
  }
  return existing
}

/**
 * Writes already-validated files. Call it inside a transaction so that a failure stores nothing.
 * Catalogue rows add or renumber tables and keep their parameters; an omniclass file sets one table's
 * parameters and marks a new table as uploaded and unreviewed.
 */
export async function importParsedFile(db: Executor, file: ParsedCsv): Promise<ImportResult> {
  if (file.layout === 'catalogue') {
    const unique = new Map(file.rows.map((row) => [toNameKey(row.name), row]))
    const existing = await countExisting(db, [...unique.keys()])
    for (const part of chunks([...unique.entries()], chunkSize)) {
      await db
        .insert(omniclasses)
        .values(
          part.map(([nameKey, row]) => ({
            number: row.number,
            name: row.name,
            nameKey,
            source: 'catalogue' as const,
            reviewed: true,
          })),
        )
        .onConflictDoUpdate({
          target: omniclasses.nameKey,
          set: { number: sql`excluded.number`, updatedAt: new Date() },
        })
    }
    return { tables: unique.size, created: unique.size - existing, updated: existing }
  }
  const nameKey = toNameKey(file.name)
  const existing = await countExisting(db, [nameKey])
  const [table] = await db
    .insert(omniclasses)
    .values({
      number: file.number,
      name: file.name,
      nameKey,
      parameters: file.parameters,
      source: 'uploaded',
      reviewed: false,
    })
    .onConflictDoUpdate({
      target: omniclasses.nameKey,
      set: {
        parameters: file.parameters,
        // uploaded parameters replace a suggestion: nothing of the engine's is left to review (issue 27)
        parametersSuggested: false,
        number: sql`coalesce(excluded.number, ${omniclasses.number})`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: omniclasses.id })
  const makers = file.parameters.find((p) => /manufacturer|brand/i.test(p.name))?.values ?? []
  if (makers.length) {
    const found = await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(inArray(manufacturers.titleKey, makers.map(toNameKey)))
    if (found.length) {
      await db
        .insert(manufacturerOmniclasses)
        .values(found.map((m) => ({ manufacturerId: m.id, omniclassId: table!.id })))
        .onConflictDoNothing()
    }
  }
  return { tables: 1, created: 1 - existing, updated: existing }
}
