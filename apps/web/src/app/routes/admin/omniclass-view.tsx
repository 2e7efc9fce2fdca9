import { Link, useLoaderData } from 'react-router'
import type { Omniclass } from '@scout/shared/schemas/omniclass'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { OmniclassActions } from '@/features/admin/omniclass/components/omniclass-actions'
import { ParameterTable } from '@/features/admin/omniclass/components/parameter-table'
import { tableAndVariantLoader, type TableAndVariant } from './table-and-variant-loader'

export const loader = tableAndVariantLoader

function ReviewBadges({ table }: { table: Omniclass }) {
  return (
    <span className="flex flex-wrap gap-1">
      {table.reviewed ? (
        <Badge variant="success">Reviewed</Badge>
      ) : (
        <Badge variant="warning">Unreviewed</Badge>
      )}
      <Badge variant="secondary">{table.source}</Badge>
      {table.suggested_number && <Badge variant="outline">Suggested number {table.suggested_number}</Badge>}
    </span>
  )
}

export function Component() {
  const { table, manufacturer, variant } = useLoaderData() as TableAndVariant
  const title = [table.number, table.name].filter(Boolean).join(' ')

  if (manufacturer) {
    return (
      <AdminPage
        title={title}
        description={
          <>
            Variant by{' '}
            <Link className="text-primary underline" to={adminPaths.manufacturer(manufacturer)}>
              {manufacturer}
            </Link>
          </>
        }
        actions={
          variant ? (
            <OmniclassActions
              table={{ name: table.name, parameters: variant.parameters }}
              editTo={adminPaths.omniclassEditBy(table.name, manufacturer)}
              manufacturer={manufacturer}
            />
          ) : (
            <Button asChild>
              <Link to={adminPaths.omniclassCreateVariant(table.name, manufacturer)}>Create variant</Link>
            </Button>
          )
        }
      >
        {variant ? (
          <>
            {variant.product_names.length > 0 && (
              <p className="text-sm">Products: {variant.product_names.join(', ')}</p>
            )}
            <ParameterTable
              parameters={variant.parameters}
              caption={`${manufacturer}'s parameters for ${table.name}`}
            />
          </>
        ) : (
          <p className="text-muted-foreground">
            {manufacturer} has no variant of this table yet; searches use the generic table below.
          </p>
        )}
        <Link className="text-primary text-sm underline" to={adminPaths.omniclassView(table.name)}>
          View the generic table
        </Link>
      </AdminPage>
    )
  }

  return (
    <AdminPage
      title={title}
      description={<ReviewBadges table={table} />}
      actions={<OmniclassActions table={table} editTo={adminPaths.omniclassEdit(table.name)} />}
    >
      <ParameterTable parameters={table.parameters} caption={`Parameters of ${table.name}`} />
      <section className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Manufacturers ({table.manufacturer_titles.length})</h2>
          <Button asChild variant="outline" size="sm">
            <Link to={adminPaths.omniclassCreateVariant(table.name)}>Create variant</Link>
          </Button>
        </div>
        {table.manufacturer_titles.length === 0 ? (
          <p className="text-muted-foreground text-sm">No manufacturer is associated with this table.</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {table.manufacturer_titles.map((title) => (
              <li
                key={title}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm"
              >
                <Link className="text-primary hover:underline" to={adminPaths.manufacturer(title)}>
                  {title}
                </Link>
                <Link
                  className="text-muted-foreground text-xs hover:underline"
                  to={adminPaths.omniclassViewBy(table.name, title)}
                >
                  Variant
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  )
}
