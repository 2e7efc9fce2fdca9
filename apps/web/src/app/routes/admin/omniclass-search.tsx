import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { AdminPage } from '@/features/admin/components/admin-page'
import { SearchableDropdown } from '@/features/admin/components/searchable-dropdown'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { filterByTerms } from '@/features/admin/lib/search-terms'
import { omniclassListQuery, type AdminOmniclassRow } from '@/features/admin/omniclass/api/list-omniclasses'
import { OmniclassList } from '@/features/admin/omniclass/components/omniclass-list'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(omniclassListQuery('all'))
  return null
})

const textsOf = (table: AdminOmniclassRow) => [table.name, table.number]
const labelOf = (table: AdminOmniclassRow) => [table.number, table.name].filter(Boolean).join(' ')

export function Component() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const [tables, setTables] = useQueryValue(omniclassListQuery('all'), [])
  const [shown, setShown] = useState(50)
  const results = tables ? filterByTerms(tables, query, textsOf) : null

  return (
    <AdminPage
      title="Search omniclasses"
      description="Find a table by number or name, then view, edit, download or delete it."
    >
      <SearchableDropdown
        options={tables}
        getKey={(table) => table.name}
        getLabel={labelOf}
        getSearchTexts={textsOf}
        label="Omniclass"
        placeholder="Search by number or name, e.g. 23-17 11 or door"
        initialText={query}
        onSelect={(table) => table && navigate(adminPaths.omniclassView(table.name))}
        onSearch={(text) => setParams(text ? { q: text } : {}, { replace: true })}
      />
      {results === null ? (
        <OmniclassList tables={null} onDeleted={() => undefined} />
      ) : (
        <div className="space-y-2">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {query
              ? `${results.length} ${results.length === 1 ? 'table matches' : 'tables match'} “${query}”`
              : `${results.length} tables`}
            {results.length > shown && `; the first ${shown} are shown`}
          </p>
          <OmniclassList
            tables={results.slice(0, shown)}
            onDeleted={(name) => setTables((list) => list.filter((t) => t.name !== name))}
          />
          {results.length > shown && (
            <Button variant="outline" onClick={() => setShown((n) => n + 50)}>
              Show more
            </Button>
          )}
        </div>
      )}
    </AdminPage>
  )
}
