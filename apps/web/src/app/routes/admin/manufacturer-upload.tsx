import { AdminPage } from '@/features/admin/components/admin-page'
import { previewCsvFile } from '@/features/admin/components/csv-preview'
import { FileUpload } from '@/features/admin/components/file-upload'
import { uploadManufacturerFile } from '@/features/admin/manufacturers/api/manufacturers'

async function upload(file: File, base64: string) {
  const result = await uploadManufacturerFile(file.name, base64)
  return `${result.created} created, ${result.updated} updated.`
}

async function preview(file: File) {
  if (/\.csv$/i.test(file.name)) return previewCsvFile(file)
  const parsed: unknown = JSON.parse(await file.text())
  const rows = Array.isArray(parsed) ? parsed : [parsed]
  const titles = rows.map((row) =>
    row && typeof row === 'object' && 'title' in row ? String(row.title) : '?',
  )
  return (
    <p className="text-muted-foreground text-xs">
      {rows.length} {rows.length === 1 ? 'manufacturer' : 'manufacturers'}: {titles.slice(0, 10).join(', ')}
      {titles.length > 10 && ', …'}
    </p>
  )
}

export function Component() {
  return (
    <AdminPage
      title="Upload manufacturers"
      description="CSV (one manufacturer per row, the field names as header) or JSON (a list of manufacturers). A manufacturer whose title exists is updated."
    >
      <FileUpload
        accept=".csv,.json,text/csv,application/json"
        hint="CSV or JSON files; each is checked whole, and a refused file stores nothing."
        upload={upload}
        preview={preview}
      />
    </AdminPage>
  )
}
