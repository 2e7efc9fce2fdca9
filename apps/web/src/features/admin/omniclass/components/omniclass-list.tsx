import { Download } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog'
import { ListSkeleton } from '../../components/list-skeleton'
import { adminPaths } from '../../lib/admin-paths'
import { buildOmniclassCsv, omniclassCsvFilename } from '../../lib/csv'
import { saveTextFile } from '../../lib/download'
import { notifyFailure } from '../../lib/notify'
import { getOmniclass } from '../api/get-omniclass'
import { deleteOmniclass } from '../api/write-omniclass'

type Row = { number: string | null; name: string }

type Props<T extends Row> = {
  /** null while loading */
  tables: T[] | null
  onDeleted: (name: string) => void
  disableDownload?: boolean
  /** more about a row, under its link (source, suggested number) */
  renderDetails?: (table: T) => ReactNode
  /** before the link: a row's checkbox, where rows can be chosen */
  renderStart?: (table: T) => ReactNode
}

// spec §8: a failed download or delete logs this text; departure 3 adds a toast with the reason
const unknownServerError = 'Unknown server error.'

async function downloadTable(name: string) {
  try {
    const table = await getOmniclass(name)
    saveTextFile(
      omniclassCsvFilename(table.name, '', table.reviewed),
      buildOmniclassCsv(table.parameters),
      'text/csv',
    )
  } catch (error) {
    console.error(unknownServerError, error)
    notifyFailure(`Could not download ${name}`, error)
  }
}

function OmniclassRow<T extends Row>({
  table,
  onDeleted,
  disableDownload,
  renderDetails,
  renderStart,
}: { table: T } & Omit<Props<T>, 'tables'>) {
  const [downloading, setDownloading] = useState(false)
  const label = [table.number, table.name].filter(Boolean).join(' ')

  async function remove() {
    try {
      await deleteOmniclass(table.name)
      onDeleted(table.name)
    } catch (error) {
      console.error(unknownServerError, error)
      notifyFailure(`Could not delete ${table.name}`, error)
    }
  }

  return (
    <li
      className="flex items-center justify-between gap-2 rounded-md border px-3 py-2"
      data-testid="omniclass-row"
    >
      {renderStart?.(table)}
      <div className="min-w-0 flex-1">
        <Link
          to={adminPaths.omniclassView(table.name)}
          // a long name wraps rather than running off a phone's screen or hiding behind an ellipsis
          className="text-primary block font-medium break-words hover:underline"
        >
          {label}
        </Link>
        {renderDetails?.(table)}
      </div>
      <div className="flex shrink-0 gap-1">
        {!disableDownload && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Download ${table.name}`}
            disabled={downloading}
            onClick={() => {
              setDownloading(true)
              void downloadTable(table.name).finally(() => setDownloading(false))
            }}
          >
            <Download aria-hidden="true" />
          </Button>
        )}
        <ConfirmDeleteDialog
          subject={<strong>the omniclass {table.name}</strong>}
          onConfirm={remove}
          iconLabel={`Delete ${table.name}`}
        />
      </div>
    </li>
  )
}

/** Spec §2 "Reusable omniclass list (admin)": two columns on wide screens, 20 skeletons, 'No omniclasses'. */
export function OmniclassList<T extends Row>({ tables, ...rest }: Props<T>) {
  if (tables === null) return <ListSkeleton className="lg:grid-cols-2" />
  if (tables.length === 0) return <p className="text-muted-foreground py-6 text-center">No omniclasses</p>
  return (
    // minmax(0, 1fr) tracks: a row never widens its column past the screen
    <ul className="grid grid-cols-1 gap-2 lg:grid-cols-2" aria-label="Omniclasses">
      {tables.map((table) => (
        <OmniclassRow key={table.name} table={table} {...rest} />
      ))}
    </ul>
  )
}
