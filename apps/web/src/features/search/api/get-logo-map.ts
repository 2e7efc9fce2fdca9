import { z } from 'zod'
import { apiGet } from '@/lib/api-client'

/** Manufacturer title → its logo URL (the small rendition where there is one). */
export type LogoMap = Record<string, string>

const VariantsSchema = z.object({ small: z.string(), medium: z.string().optional(), large: z.string().optional() })
const LogoMapSchema = z
  .record(z.string(), z.union([z.string(), VariantsSchema, z.null()]))
  .transform((map): LogoMap => {
    const out: LogoMap = {}
    for (const [title, entry] of Object.entries(map)) {
      if (entry) out[title] = typeof entry === 'string' ? entry : entry.small
    }
    return out
  })

let cached: Promise<LogoMap> | null = null

export function getLogoMap(): Promise<LogoMap> {
  cached ??= apiGet('/api/manufacturer/logos/variant/all', LogoMapSchema).catch(() => {
    cached = null
    // logos decorate the rows; without them the titles still show
    return {}
  })
  return cached
}
