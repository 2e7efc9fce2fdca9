import { z } from 'zod'
import { OmniclassListItemSchema, type OmniclassListItem } from '@scout/shared/schemas/omniclass'
import { apiGet } from '@/lib/api-client'

// every table, fetched once per page load: the fallback filter runs over it on each keystroke
let cached: Promise<OmniclassListItem[]> | null = null

export function getAllOmniclasses(): Promise<OmniclassListItem[]> {
  cached ??= apiGet('/api/omniclass/get/all', z.array(OmniclassListItemSchema)).catch((error: unknown) => {
    cached = null
    throw error
  })
  return cached
}
