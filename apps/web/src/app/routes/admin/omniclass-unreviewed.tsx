import { useLoaderData } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '@/features/admin/components/admin-page'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { notifyFailure } from '@/features/admin/lib/notify'
import { listOmniclasses, type AdminOmniclassRow } from '@/features/admin/omniclass/api/list-omniclasses'
import { OmniclassList } from '@/features/admin/omniclass/components/omniclass-list'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => ({ tables: settle(listOmniclasses('not_reviewed')) }))

const sourceLabels = { catalogue: 'Catalogue', uploaded: 'Uploaded', generated: 'Generated' } as const

export function Component() {
  const { tables: pending } = useLoaderData() as { tables: Promise<Settled<AdminOmniclassRow[]>> }
  const [tables, setTables] = useSettled(pending, (error) => {
    notifyFailure('Could not load the unreviewed tables', error)
    return []
  })
  return (
    <AdminPage
      title="Unreviewed omniclasses"
      description="Generated and uploaded tables waiting for review. Open one to edit and mark it reviewed, or delete it."
    >
      <OmniclassList
        tables={tables}
        onDeleted={(name) => setTables((list) => list?.filter((t) => t.name !== name) ?? null)}
        renderDetails={(table) => (
          <span className="mt-1 flex flex-wrap gap-1 text-xs">
            <Badge variant="secondary">{sourceLabels[table.source]}</Badge>
            {table.source === 'generated' && (
              <Badge variant="outline">
                {table.suggested_number
                  ? `Suggested number ${table.suggested_number}`
                  : 'No suggested number'}
              </Badge>
            )}
          </span>
        )}
      />
    </AdminPage>
  )
}
