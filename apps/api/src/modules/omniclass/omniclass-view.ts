import type { Omniclass } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { badRequest, notFound } from '../../lib/app-error'
import {
  findOmniclass,
  findParentTable,
  listManufacturerTitles,
  normalizeIdentifier,
  type OmniclassRow,
} from './omniclass.repository'
import { findManufacturerByTitle, findVariant } from './variants.repository'
import { isAwaitingReview, isVisibleTo, type Viewer } from './visibility'

/** Spec §2's message, answered with 400 instead of 429 (decisions.md §5 departure 4). */
export function requireIdentifier(identifier: string | undefined): string {
  // "_" alone is a blank name once underscores are read as spaces
  if (!identifier || !normalizeIdentifier(identifier)) throw badRequest('No identifier provided')
  return identifier
}

/** The table, as the viewer may see it: a generated table awaiting review is another's is not found (issue 26). */
export async function requireOmniclass(
  db: Executor,
  identifier: string,
  viewer: Viewer | null,
): Promise<OmniclassRow> {
  const row = await findOmniclass(db, identifier)
  if (!row || (viewer && !isVisibleTo(row, viewer))) throw notFound(`Omniclass "${identifier}"`)
  return row
}

export async function requireManufacturer(db: Executor, title: string) {
  const manufacturer = await findManufacturerByTitle(db, title)
  if (!manufacturer) throw notFound(`Manufacturer "${title}"`)
  return manufacturer
}

/**
 * The table as the API answers it. With a manufacturer, that manufacturer's variant replaces the generic
 * parameters; without a variant the generic table is answered, still naming the manufacturer.
 */
export async function buildOmniclassView(
  db: Executor,
  row: OmniclassRow,
  manufacturerTitle?: string,
): Promise<Omniclass> {
  const manufacturer = manufacturerTitle ? await requireManufacturer(db, manufacturerTitle) : null
  const variant = manufacturer ? await findVariant(db, row.id, manufacturer.id) : null
  return {
    number: row.number,
    name: row.name,
    parameters: variant?.parameters ?? row.parameters,
    manufacturer_titles: await listManufacturerTitles(db, row.id),
    manufacturer_title: manufacturer?.title ?? null,
    reviewed: row.reviewed,
    source: row.source,
    is_variant: Boolean(variant),
    parent: await findParentTable(db, row.number),
    suggested_number: row.suggestedNumber,
    awaiting_review: isAwaitingReview(row),
    parameters_suggested: row.parametersSuggested,
    updated_at: (variant?.updatedAt ?? row.updatedAt).toISOString(),
  }
}
