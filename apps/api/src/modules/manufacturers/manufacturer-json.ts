import { resolveAggregatorContent } from '@scout/shared/domain/aggregators'
import type {
  Contact,
  Manufacturer,
  ManufacturerOverview,
  ManufacturerSummary,
} from '@scout/shared/schemas/manufacturer'
import type { contacts, manufacturers } from '../../db/schema'
import { logoUrls } from '../media/media-keys'

export type ManufacturerRow = typeof manufacturers.$inferSelect
export type ContactRow = typeof contacts.$inferSelect

/** The wire shape of spec §3; aggregator counts are resolved here so every caller sees the same -1 inference. */
export function toManufacturerJson(row: ManufacturerRow, baseUrl: string): Manufacturer {
  return {
    title: row.title,
    url: row.url,
    email: row.email,
    logo_filename: row.logoFilename,
    ...logoUrls(baseUrl, row.logoFilename),
    verified: row.verified,
    verified_on: row.verifiedOn,
    formatted_address: row.formattedAddress,
    product_page_url: row.productPageUrl,
    description: row.description,
    data: row.data,
    links_for_professionals: row.linksForProfessionals,
    additional_links: row.additionalLinks,
    aggregator_content: resolveAggregatorContent(row.aggregatorContent, row.linksForProfessionals),
  }
}

export function toOverviewJson(row: ManufacturerRow, baseUrl: string): ManufacturerOverview {
  return {
    title: row.title,
    url: row.url,
    logo_filename: row.logoFilename,
    ...logoUrls(baseUrl, row.logoFilename),
    verified: row.verified,
    verified_on: row.verifiedOn,
    aggregator_content: resolveAggregatorContent(row.aggregatorContent, row.linksForProfessionals),
    has_professional_links: row.linksForProfessionals.length > 0,
  }
}

export function toSummaryJson(row: ManufacturerRow, baseUrl: string): ManufacturerSummary {
  return {
    title: row.title,
    url: row.url,
    email: row.email,
    logo: logoUrls(baseUrl, row.logoFilename).logo,
    verified: row.verified,
    verified_on: row.verifiedOn,
  }
}

export function toContactJson(row: ContactRow, manufacturerTitle: string): Contact {
  return {
    id: row.id,
    manufacturer_title: manufacturerTitle,
    first_name: row.firstName,
    last_name: row.lastName,
    title: row.title,
    email: row.email,
    phone: row.phone,
  }
}
