import { Link, useLoaderData } from 'react-router'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { OmniclassEditForm } from '@/features/admin/omniclass/components/omniclass-edit-form'
import { VariantEditForm } from '@/features/admin/omniclass/components/variant-edit-form'
import { tableAndVariantLoader, type TableAndVariant } from './table-and-variant-loader'

export const loader = tableAndVariantLoader

export function Component() {
  const { table, manufacturer, variant } = useLoaderData() as TableAndVariant
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
