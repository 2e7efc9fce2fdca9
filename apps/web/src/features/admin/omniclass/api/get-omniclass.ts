import { OmniclassSchema } from '@scout/shared/schemas/omniclass'
import { apiGet } from '@/lib/api-client'

/** The generic table by name (underscored or not) or number. */
export function getOmniclass(name: string, signal?: AbortSignal) {
  return apiGet('/admin/omniclass/get', OmniclassSchema, { query: { name }, signal })
}
