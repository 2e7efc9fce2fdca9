import { useState } from 'react'
import { enrichmentMessages } from '@scout/shared/schemas/enrichment'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AcceptSuggestedBar } from '@/features/admin/enrichment/components/accept-suggested-bar'
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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const suggested = (tables ?? []).filter((table) => table.parameters_suggested).map((table) => table.name)
  const selected = suggested.filter((name) => chosen.has(name))

  function accepted(names: string[]) {
    const gone = new Set(names)
    // accepted suggestions leave the list, unless the table awaits review for another reason
    setTables((list) =>
      list
        .filter((t) => !(gone.has(t.name) && t.reviewed))
        .map((t) => (gone.has(t.name) ? { ...t, parameters_suggested: false } : t)),
    )
    setChosen(new Set())
  }

  return (
    <AdminPage
      title="Unreviewed omniclasses"
      description="Generated and uploaded tables waiting for review, and catalogue tables whose parameters the engine suggested. Open one to edit and mark it reviewed, accept suggestions in bulk, or delete a table."
    >
      <AcceptSuggestedBar selected={selected} shown={suggested} onAccepted={accepted} />
      <OmniclassList
        tables={tables}
        onDeleted={(name) => setTables((list) => list.filter((t) => t.name !== name))}
        renderStart={(table) =>
          table.parameters_suggested ? (
            <Checkbox
              aria-label={`Select ${table.name}`}
              checked={chosen.has(table.name)}
              onCheckedChange={(checked) =>
                setChosen((set) => {
                  const next = new Set(set)
                  if (checked === true) next.add(table.name)
                  else next.delete(table.name)
                  return next
                })
              }
            />
          ) : null
        }
        renderDetails={(table) => (
          <span className="mt-1 flex flex-wrap gap-1 text-xs">
            <Badge variant="secondary">{sourceLabels[table.source]}</Badge>
            {table.parameters_suggested && (
              <Badge variant="warning">{enrichmentMessages.suggestedLabel}</Badge>
            )}
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
