import { Link } from 'react-router'
import type { WantedMakers } from '@scout/shared/schemas/maker-request'
import { DataTable, type Column } from '@/components/ui/data-table'
import { adminPaths } from '../../lib/admin-paths'
import { formatDate } from '../../lib/format'

type Row = WantedMakers[number]

const columns: Column<Row>[] = [
  {
    id: 'table',
    header: 'Table',
    cell: (row) => (
      <Link
        to={adminPaths.omniclassEdit(row.name)}
        className="text-primary font-medium underline-offset-4 hover:underline"
      >
        {row.number && <span className="text-muted-foreground mr-2 font-mono">{row.number}</span>}
        {row.name}
      </Link>
    ),
    className: 'min-w-48',
  },
  { id: 'askers', header: 'Asked by', cell: (row) => row.askers, className: 'text-right' },
  {
    id: 'first',
    header: 'First asked',
    cell: (row) => formatDate(row.first_asked),
    className: 'whitespace-nowrap',
  },
  {
    id: 'last',
    header: 'Last asked',
    cell: (row) => formatDate(row.last_asked),
    className: 'whitespace-nowrap',
  },
  {
    id: 'notes',
    header: 'Notes',
    className: 'min-w-64',
    cell: (row) =>
      row.notes.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <ul className="grid gap-2">
          {row.notes.map((note) => (
            <li key={`${note.user_email}-${note.requested_at}`}>
              <p className="break-words whitespace-pre-line">{note.note}</p>
              <p className="text-muted-foreground text-xs">
                {note.user_name ? `${note.user_name} · ` : ''}
                {note.user_email} · {formatDate(note.requested_at)}
              </p>
            </li>
          ))}
        </ul>
      ),
  },
]

/** Tables professionals asked Scout to find makers of, each linking to its edit page (its manufacturers). */
export function WantedMakersTable({ rows }: { rows: WantedMakers }) {
  return (
    <DataTable
      caption="Wanted makers"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.name}
      empty="No open requests"
      rowTestId="wanted-maker-row"
    />
  )
}
