import { z } from 'zod'
import { VariantOutSchema, type Parameter } from '@scout/shared/schemas/omniclass'
import { ApiError, adminWrite, apiGet } from '@/lib/api-client'

export type VariantInput = {
  omniclass_name: string
  manufacturer_title: string
  parameters: Parameter[]
  product_names?: string[]
}

export function getVariant(name: string, manufacturer: string, signal?: AbortSignal) {
  return apiGet('/admin/omniclass/variant/get', VariantOutSchema, { query: { name, manufacturer }, signal })
}

/** A manufacturer without its own variant of the table answers 404: that is "none yet", not a failure. */
export async function findVariant(name: string, manufacturer: string, signal?: AbortSignal) {
  try {
    return await getVariant(name, manufacturer, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.message.includes('Variant')) return null
    throw error
  }
}

export const OwnedVariantSchema = z.object({
  omniclass_name: z.string(),
  omniclass_number: z.string().nullable(),
  manufacturer_title: z.string(),
})

export function listOwnedVariants(filter: { name?: string; manufacturer?: string }, signal?: AbortSignal) {
  return apiGet('/admin/omniclass/variant/owned', z.array(OwnedVariantSchema), { query: filter, signal })
}

export function createVariant(variant: VariantInput) {
  return adminWrite('/admin/omniclass/variant/create', {
    method: 'POST',
    body: { product_names: [], ...variant },
  })
}

export function updateVariant(variant: VariantInput) {
  return adminWrite('/admin/omniclass/variant/update', { method: 'PUT', body: variant })
}
