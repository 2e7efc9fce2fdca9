import { Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { AdminPage } from '@/features/admin/components/admin-page'
import { buildMissingManufacturersCsv, remainingCsvFilename } from '@/features/admin/lib/csv'
import { saveTextFile } from '@/features/admin/lib/download'
import { missingManufacturersQuery } from '@/features/admin/omniclass/api/list-omniclasses'
import { OmniclassList } from '@/features/admin/omniclass/components/omniclass-list'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

const isReviewedOnly = (url: URL | URLSearchParams) =>
  (url instanceof URL ? url.searchParams : url).get('reviewed') === '1'

export const loader = adminLoader(({ request }) => {
  void queryClient.prefetchQuery(missingManufacturersQuery(isReviewedOnly(new URL(request.url))))
  return null
})

export function Component() {
  const [params, setParams] = useSearchParams()
  const reviewedOnly = isReviewedOnly(params)
  const [tables, setTables] = useQueryValue(missingManufacturersQuery(reviewedOnly), [])

  return (
    <AdminPage
      title="Missing Manufacturers"
      description="Tables that no manufacturer is associated with yet."
      actions={
        <Button
          variant="outline"
          disabled={!tables}
          onClick={() =>
            tables && saveTextFile(remainingCsvFilename, buildMissingManufacturersCsv(tables), 'text/csv')
          }
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      }
    >
      <div className="bg-muted/40 flex flex-wrap items-center justify-between gap-4 rounded-md border px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="missing-total">
          Total:{' '}
          {tables === null ? (
            <Skeleton className="inline-block h-5 w-12" data-testid="total-skeleton" />
          ) : (
            <span>{tables.length}</span>
          )}
        </p>
        <div className="flex items-center gap-2">
          <Switch
            id="reviewed-only"
            checked={reviewedOnly}
            onCheckedChange={(checked) => setParams(checked ? { reviewed: '1' } : {}, { replace: true })}
          />
          <Label htmlFor="reviewed-only">Reviewed</Label>
        </div>
      </div>
      <OmniclassList
        tables={tables}
        disableDownload
        onDeleted={(name) => setTables((list) => list.filter((t) => t.name !== name))}
      />
    </AdminPage>
  )
}
