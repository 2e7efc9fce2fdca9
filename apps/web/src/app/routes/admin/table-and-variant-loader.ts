import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { nameFromParam } from '@/features/admin/lib/admin-paths'
import { getOmniclass } from '@/features/admin/omniclass/api/get-omniclass'
import { findVariant } from '@/features/admin/omniclass/api/variants'
import { adminLoader, loadOrFail, requireParam } from './require-admin'

export type TableAndVariant = {
  table: Omniclass
  manufacturer: string | null
  variant: Awaited<ReturnType<typeof findVariant>>
}

/** A table, and with a manufacturer in the path its variant: what the view and edit pages both show. */
export const tableAndVariantLoader = adminLoader(async ({ params }): Promise<TableAndVariant> => {
  const identifier = requireParam(nameFromParam(params.identifier), 'No identifier provided')
  const manufacturer =
    params.manufacturerTitle === undefined
      ? null
      : requireParam(nameFromParam(params.manufacturerTitle), 'No manufacturer title provided')
  const [table, variant] = await loadOrFail(
    Promise.all([getOmniclass(identifier), manufacturer ? findVariant(identifier, manufacturer) : null]),
  )
  return { table, manufacturer, variant }
})
