import type { z } from 'zod'
import type { OmniclassUpdateSchema, OmniclassWriteSchema } from '@scout/shared/schemas/omniclass'
import { adminWrite } from '@/lib/api-client'

export function createOmniclass(table: z.input<typeof OmniclassWriteSchema>) {
  return adminWrite('/admin/omniclass/create', { method: 'POST', body: table })
}

/** `original_name` names the stored table when the edit renames it. */
export function updateOmniclass(table: z.input<typeof OmniclassUpdateSchema>) {
  return adminWrite('/admin/omniclass/update', { method: 'PUT', body: table })
}

export function deleteOmniclass(name: string) {
  return adminWrite(`/admin/omniclass/delete/${encodeURIComponent(name)}`, { method: 'DELETE' })
}
