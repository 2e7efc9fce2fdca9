import { ManufacturerSchema, type Manufacturer } from '@scout/shared/schemas/manufacturer'
import { apiGet } from '@/lib/api-client'

/** The manufacturer with its contacts and associated omniclasses. */
export function getManufacturer(title: string, signal?: AbortSignal): Promise<Manufacturer> {
  return apiGet('/api/manufacturer/data', ManufacturerSchema, { query: { title }, signal })
}
