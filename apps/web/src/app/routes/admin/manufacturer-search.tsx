import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { manufacturerSearchQuery } from '@/features/admin/manufacturers/api/manufacturers'
import { ManufacturerPicker } from '@/features/admin/manufacturers/components/manufacturer-picker'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(({ request }) => {
  const q = new URL(request.url).searchParams.get('q')
  if (q) void queryClient.prefetchQuery(manufacturerSearchQuery(q))
  return null
})

export function Component() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const search = useQuery({ ...manufacturerSearchQuery(query), enabled: query !== '' })
  const pending = query !== ''
  const results = search.data ?? (search.isError ? [] : null)

  return (
    <AdminPage
      title="Search manufacturers"
      description="Pick a manufacturer to open it, or search to list every match."
    >
      <ManufacturerPicker
        label="Manufacturer"
        initialText={query}
        onPick={(m) => m && navigate(adminPaths.manufacturer(m.title))}
        onSearch={(text) => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })}
      />
      {pending && results === null && <ListSkeleton />}
      {pending && results && (
        <section className="space-y-2">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {results.length} {results.length === 1 ? 'manufacturer matches' : 'manufacturers match'} “{query}”
          </p>
          <ul className="grid gap-2 lg:grid-cols-2" aria-label="Manufacturers">
            {results.map((m) => (
              <li
                key={m.title}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
                data-testid="manufacturer-row"
              >
                <Link
                  to={adminPaths.manufacturer(m.title)}
                  className="text-primary truncate font-medium hover:underline"
                >
                  {m.title}
                </Link>
                <span className="flex shrink-0 items-center gap-2 text-sm">
                  {m.verified && <Badge variant="success">Verified</Badge>}
                  <Link
                    to={adminPaths.manufacturerEdit(m.title)}
                    className="text-muted-foreground hover:underline"
                  >
                    Edit
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </AdminPage>
  )
}
