import { Badge } from '@/components/ui/badge'
import { AdminPage } from '@/features/admin/components/admin-page'
import { omniclassListQuery } from '@/features/admin/omniclass/api/list-omniclasses'
import { OmniclassList } from '@/features/admin/omniclass/components/omniclass-list'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(omniclassListQuery('not_reviewed'))
  return null
})

const sourceLabels = { catalogue: 'Catalogue', uploaded: 'Uploaded', generated: 'Generated' } as const

export function Component() {
  const [tables, setTables] = useQueryValue(omniclassListQuery('not_reviewed'), [])
  return (
    <AdminPage
      title="Unreviewed omniclasses"
      description="Generated and uploaded tables waiting for review. Open one to edit and mark it reviewed, or delete it."
    >
      <OmniclassList
        tables={tables}
        onDeleted={(name) => setTables((list) => list.filter((t) => t.name !== name))}
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
