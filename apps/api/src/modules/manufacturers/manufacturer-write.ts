import { toNameKey } from '@scout/shared/domain/names'
import {
  emptyAggregatorContent,
  type AggregatorContent,
  type ManufacturerWrite,
} from '@scout/shared/schemas/manufacturer'
import type { manufacturers } from '../../db/schema'
import type { ManufacturerRow } from './manufacturer-json'

export type ManufacturerColumns = Partial<typeof manufacturers.$inferInsert>

const today = () => new Date().toISOString().slice(0, 10)
const blankToNull = <T>(value: T | '' | null | undefined) =>
  value === undefined ? undefined : value === '' ? null : value

/**
 * The columns a (partial) write changes; fields not given stay undefined so an update leaves them alone.
 * Marking a manufacturer verified without a date stamps today (unless it already had one); un-verifying
 * without a date clears it, so `verified_on` always describes a verification that holds.
 */
export function toManufacturerColumns(
  input: Partial<ManufacturerWrite>,
  current?: ManufacturerRow,
): ManufacturerColumns {
  const columns: ManufacturerColumns = {
    title: input.title,
    titleKey: input.title === undefined ? undefined : toNameKey(input.title),
    url: blankToNull(input.url),
    email: blankToNull(input.email),
    verified: input.verified,
    verifiedOn: input.verified_on,
    formattedAddress: blankToNull(input.formatted_address),
    productPageUrl: blankToNull(input.product_page_url),
    description: blankToNull(input.description),
    data: input.data,
    linksForProfessionals: input.links_for_professionals,
    additionalLinks: input.additional_links,
    logoFilename: blankToNull(input.logo_filename),
    aggregatorContent: input.aggregator_content
      ? mergeAggregatorContent(current?.aggregatorContent, input.aggregator_content)
      : undefined,
  }
  if (input.verified === true && input.verified_on === undefined)
    columns.verifiedOn = current?.verifiedOn ?? today()
  if (input.verified === false && input.verified_on === undefined) columns.verifiedOn = null
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as ManufacturerColumns
}

export function mergeAggregatorContent(
  current: AggregatorContent | undefined,
  changes: Partial<AggregatorContent>,
): AggregatorContent {
  const given = Object.fromEntries(Object.entries(changes).filter(([, count]) => count !== undefined))
  return { ...emptyAggregatorContent, ...current, ...given }
}
