import { Link } from 'react-router'
import { AdminPage } from '@/features/admin/components/admin-page'
import { previewOmniclassFile } from '@/features/admin/components/csv-preview'
import { FileUpload } from '@/features/admin/components/file-upload'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { uploadOmniclassFile } from '@/features/admin/omniclass/api/upload-omniclass-file'

async function uploadTable(file: File, base64: string) {
  const result = await uploadOmniclassFile(file.name, base64)
  if (result.layout === 'catalogue') {
    return `Classification loaded: ${result.tables} tables (${result.created} new, ${result.updated} updated).`
  }
  const name = file.name
    .replace(/\.csv$/i, '')
    .replace(/ UNREVIEWED.*$/, '')
    .replace(/^\d{2}-\d{2}(?: \d{2}){0,5}\s+/, '')
  return (
    <>
      {result.created ? 'New table stored, unreviewed. ' : 'Table updated. '}
      <Link className="text-primary underline" to={adminPaths.omniclassView(name)}>
        View {name}
      </Link>
    </>
  )
}

export function Component() {
  return (
    <AdminPage
      title="Upload omniclasses"
      description="Upload generated tables: one column per parameter, its name as header and its values down the column, named “{number} {name}.csv” or “{name}.csv”. The classification layout number,name,parent_number,level loads many tables at once."
    >
      <FileUpload
        accept=".csv,text/csv"
        hint="CSV files; each is checked whole, and a refused file stores nothing."
        upload={uploadTable}
        preview={previewOmniclassFile}
      />
    </AdminPage>
  )
}
