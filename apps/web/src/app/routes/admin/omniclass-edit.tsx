import { Link, useLoaderData } from 'react-router'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths, nameFromParam } from '@/features/admin/lib/admin-paths'
import { getOmniclass } from '@/features/admin/omniclass/api/get-omniclass'
import { findVariant } from '@/features/admin/omniclass/api/variants'
import { OmniclassEditForm } from '@/features/admin/omniclass/components/omniclass-edit-form'
import { VariantEditForm } from '@/features/admin/omniclass/components/variant-edit-form'
import { adminLoader, loadOrFail, requireParam } from './require-admin'

type LoaderData = {
  table: Omniclass
  manufacturer: string | null
  variant: Awaited<ReturnType<typeof findVariant>>
}

export const loader = adminLoader(async ({ params }): Promise<LoaderData> => {
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

export function Component() {
  const { table, manufacturer, variant } = useLoaderData() as LoaderData
  const title = [table.number, table.name].filter(Boolean).join(' ')
  if (manufacturer) {
    return (
      <AdminPage
        title={`Edit ${title}`}
        description={
          <>
            Parameters offered by{' '}
            <Link className="text-primary underline" to={adminPaths.manufacturer(manufacturer)}>
              {manufacturer}
            </Link>
          </>
        }
      >
        <VariantEditForm
          key={`${table.name}/${manufacturer}`}
          omniclass={table.name}
          manufacturer={variant?.manufacturer_title ?? manufacturer}
          parameters={variant?.parameters ?? table.parameters}
          productNames={variant?.product_names ?? []}
          exists={Boolean(variant)}
        />
      </AdminPage>
    )
  }
  return (
    <AdminPage
      title={`Edit ${title}`}
      description={
        <Link className="text-primary underline" to={adminPaths.omniclassView(table.name)}>
          View the table
        </Link>
      }
    >
      <OmniclassEditForm key={table.name} table={table} />
    </AdminPage>
  )
}
