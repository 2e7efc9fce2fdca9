import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router'
import type { ManufacturerSummary } from '@scout/shared/schemas/manufacturer'
import { Badge } from '@/components/ui/badge'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { notifyFailure } from '@/features/admin/lib/notify'
import { searchManufacturers } from '@/features/admin/manufacturers/api/manufacturers'
import { ManufacturerPicker } from '@/features/admin/manufacturers/components/manufacturer-picker'
import { adminLoader } from './require-admin'

export const loader = adminLoader(({ request }) => {
  const q = new URL(request.url).searchParams.get('q')
  return { results: q ? settle(searchManufacturers(q, 100)) : null }
})

// one settled empty answer for "nothing searched yet", so the hook sees the same promise on every render
const nothingSearched: Promise<Settled<ManufacturerSummary[]>> = Promise.resolve({ ok: true, value: [] })

export function Component() {
  const { results: pending } = useLoaderData() as { results: Promise<Settled<ManufacturerSummary[]>> | null }
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const [results] = useSettled(pending ?? nothingSearched, (error) => {
    notifyFailure('Could not search the manufacturers', error)
    return []
  })

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
