import { useState } from 'react'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable, type Column } from '@/components/ui/data-table'
import { Input } from '@/components/ui/input'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ConfirmDeleteDialog } from '@/features/admin/components/confirm-delete-dialog'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { formatDate } from '@/features/admin/lib/format'
import { notifyFailure } from '@/features/admin/lib/notify'
import { filterByTerms } from '@/features/admin/lib/search-terms'
import { allManufacturersQuery, deleteManufacturer } from '@/features/admin/manufacturers/api/manufacturers'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(() => {
  void queryClient.prefetchQuery(allManufacturersQuery())
  return null
})
const pageSize = 100

export function Component() {
  const [all, setAll] = useQueryValue(allManufacturersQuery(), [])
  const [filter, setFilter] = useState('')
  const [shown, setShown] = useState(pageSize)
  const rows = all ? filterByTerms(all, filter, (m) => [m.title, m.email, m.url]) : null

  async function remove(title: string) {
    try {
      await deleteManufacturer(title)
      setAll((list) => list.filter((m) => m.title !== title))
    } catch (error) {
      notifyFailure(`Could not delete ${title}`, error)
    }
  }

  return (
    <AdminPage
      wide
      title="All manufacturers"
      description={
        all
          ? `${all.length.toLocaleString()} manufacturers, ${all.filter((m) => !m.logo).length.toLocaleString()} without a logo.`
          : 'Loading…'
      }
      actions={
        <Button asChild variant="outline">
          <Link to={adminPaths.manufacturerUploadLogos()}>Upload missing logos</Link>
        </Button>
      }
    >
      <Input
        aria-label="Filter manufacturers"
        placeholder="Filter by title, e-mail or address"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {rows === null ? (
        <ListSkeleton />
      ) : (
        <DataTable
          caption="Manufacturers"
          columns={columns(remove)}
          rows={rows.slice(0, shown)}
          rowKey={(m) => m.title}
          rowTestId="manufacturer-row"
          empty="No manufacturers match this filter."
        />
      )}
      {rows && rows.length > shown && (
        <Button variant="outline" onClick={() => setShown((n) => n + pageSize)}>
          Show more ({(rows.length - shown).toLocaleString()} left)
        </Button>
      )}
    </AdminPage>
  )
}

const columns = (remove: (title: string) => Promise<void>): Column<Manufacturer>[] => [
  {
    id: 'title',
    header: 'Title',
    cell: (m) => (
      <Link className="text-primary font-medium hover:underline" to={adminPaths.manufacturer(m.title)}>
        {m.title}
      </Link>
    ),
  },
  {
    id: 'verified',
    header: 'Verified',
    cell: (m) =>
      m.verified ? (
        <Badge variant="success">{m.verified_on ? formatDate(m.verified_on) : 'Verified'}</Badge>
      ) : (
        '—'
      ),
  },
  {
    id: 'logo',
    header: 'Logo',
    cell: (m) =>
      m.logo ? (
        <img src={m.logo_variants?.small ?? m.logo} alt="" className="h-6 w-auto" />
      ) : (
        <Badge variant="warning">Missing</Badge>
      ),
  },
  { id: 'email', header: 'E-mail', cell: (m) => m.email ?? '—' },
  {
    id: 'actions',
    header: 'Actions',
    className: 'text-right',
    cellClassName: 'py-1 whitespace-nowrap',
    cell: (m) => (
      <>
        <Button asChild variant="ghost" size="sm">
          <Link to={adminPaths.manufacturerEdit(m.title)}>Edit</Link>
        </Button>
        <ConfirmDeleteDialog
          subject={<strong>the manufacturer {m.title}</strong>}
          onConfirm={() => remove(m.title)}
          iconLabel={`Delete ${m.title}`}
        />
      </>
    ),
  },
]
