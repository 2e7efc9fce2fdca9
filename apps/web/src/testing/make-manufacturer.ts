import { emptyAggregatorContent, type Manufacturer } from '@scout/shared/schemas/manufacturer'

/** A manufacturer as the API answers it, named `title`, with an address and nothing else filled in. */
export function makeManufacturer(title: string): Manufacturer {
  const host = title.toLowerCase().replace(/\W+/g, '')
  return {
    title,
    url: `https://${host}.test`,
    email: `sales@${host}.test`,
    logo_filename: null,
    logo: null,
    logo_variants: null,
    verified: false,
    verified_on: null,
    formatted_address: null,
    product_page_url: null,
    description: null,
    data: null,
    links_for_professionals: [],
    additional_links: [],
    aggregator_content: { ...emptyAggregatorContent },
  }
}
