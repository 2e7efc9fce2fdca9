import { Download, Pencil } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog'
import { adminPaths } from '../../lib/admin-paths'
import { buildOmniclassCsv, omniclassCsvFilename } from '../../lib/csv'
import { saveTextFile } from '../../lib/download'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { deleteOmniclass } from '../api/write-omniclass'

type Table = { name: string; reviewed?: boolean; parameters: { name: string; values: string[] }[] }

/** Edit, download and delete for the table on screen; the download is built from the table already fetched. */
export function OmniclassActions({
  table,
  editTo,
  manufacturer,
}: {
  table: Table
  editTo: string
  manufacturer?: string
}) {
  const navigate = useNavigate()

  async function remove() {
    try {
      await deleteOmniclass(table.name)
      notifySuccess('Deleted', `${table.name} is no longer in the database.`)
      navigate(adminPaths.omniclassSearch(), { replace: true })
    } catch (error) {
      console.error('Unknown server error.', error)
      notifyFailure(`Could not delete ${table.name}`, error)
    }
  }

  return (
    <>
      <Button asChild variant="outline">
        <Link to={editTo}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          saveTextFile(
            omniclassCsvFilename(table.name, manufacturer ? ` ${manufacturer}` : '', table.reviewed),
            buildOmniclassCsv(table.parameters),
          )
        }
      >
        <Download aria-hidden="true" />
        Download CSV
      </Button>
      {!manufacturer && (
        <ConfirmDeleteDialog subject={<strong>the omniclass {table.name}</strong>} onConfirm={remove} />
      )}
    </>
  )
}
