import { eq, inArray } from 'drizzle-orm'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { omniclasses, variants } from '../../db/schema'
import { listManufacturersOfOmniclasses } from '../manufacturers/manufacturers.repository'
import { findOmniclass, findParentOmniclass } from '../manufacturers/omniclass-lookup'
import type { ManufacturerRow } from '../manufacturers/manufacturer-json'

export type RefinementScope = {
  parameters: Parameter[]
  manufacturers: ManufacturerRow[]
  /** each manufacturer's variants for the table (and the parent when expanded) */
  variantsOf: Map<number, Parameter[][]>
}

/**
 * The table by name or number, its manufacturers and their variants; with `expanded`, the parent's too
 * (decisions.md §3: the nearest existing ancestor by number). Undefined when no table has that identifier.
 */
export async function loadRefinementScope(
  db: Executor,
  identifier: string,
  expanded: boolean,
): Promise<RefinementScope | undefined> {
  const table = await findOmniclass(db, identifier)
  if (!table) return undefined
  const parent = expanded ? await findParentOmniclass(db, table.number) : undefined
  const tableIds = parent ? [table.id, parent.id] : [table.id]
  const [[own], makers, variantRows] = await Promise.all([
    db.select({ parameters: omniclasses.parameters }).from(omniclasses).where(eq(omniclasses.id, table.id)),
    listManufacturersOfOmniclasses(db, tableIds),
    db
      .select({ manufacturerId: variants.manufacturerId, parameters: variants.parameters })
      .from(variants)
      .where(inArray(variants.omniclassId, tableIds)),
  ])
  const variantsOf = new Map<number, Parameter[][]>()
  for (const row of variantRows)
    variantsOf.set(row.manufacturerId, [...(variantsOf.get(row.manufacturerId) ?? []), row.parameters])
  return { parameters: own?.parameters ?? [], manufacturers: makers, variantsOf }
}
