import { LogoVariantListSchema } from '@scout/shared/schemas/media'
import { apiGet } from '@/lib/api-client'

/** Manufacturer title → its logo URL (the small rendition where there is one). */
export type LogoMap = Record<string, string>

let cached: Promise<LogoMap> | null = null

export function getLogoMap(): Promise<LogoMap> {
  cached ??= apiGet('/api/manufacturer/logos/variant/all', LogoVariantListSchema)
    .then((entries) => {
      const map: LogoMap = {}
      for (const entry of entries) {
        const url = entry.logo_variants?.small ?? entry.logo
        if (url) map[entry.title] = url
      }
      return map
    })
    .catch(() => {
      cached = null
      // logos decorate the rows; without them the titles still show
      return {}
    })
  return cached
}
