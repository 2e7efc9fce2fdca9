import { useSearchParams } from 'react-router'
import { AdminPage } from '@/features/admin/components/admin-page'
import { CreateVariantForm } from '@/features/admin/omniclass/components/create-variant-form'

/** A manufacturer's own variant of a table, or a new table that starts from an existing one's parameters. */
export function Component() {
  const [params] = useSearchParams()
  return (
    <AdminPage
      title="Create variant"
      description="Start from an existing table: give a manufacturer its own parameters, or make a new table."
    >
      <CreateVariantForm
        omniclass={params.get('omniclass') ?? undefined}
        manufacturer={params.get('manufacturer') ?? undefined}
      />
    </AdminPage>
  )
}
