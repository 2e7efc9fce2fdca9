import { Download } from 'lucide-react'
import { useLoaderData, useSearchParams } from 'react-router'
import type { OmniclassRef } from '@scout/shared/schemas/omniclass'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { AdminPage } from '@/features/admin/components/admin-page'
import { settle, useSettled, type Settled } from '@/features/admin/hooks/use-settled'
import { buildMissingManufacturersCsv, remainingCsvFilename } from '@/features/admin/lib/csv'
import { saveTextFile } from '@/features/admin/lib/download'
import { notifyFailure } from '@/features/admin/lib/notify'
import { listMissingManufacturers } from '@/features/admin/omniclass/api/list-omniclasses'
import { OmniclassList } from '@/features/admin/omniclass/components/omniclass-list'
import { adminLoader } from './require-admin'

const isReviewedOnly = (url: URL | URLSearchParams) =>
  (url instanceof URL ? url.searchParams : url).get('reviewed') === '1'

export const loader = adminLoader(({ request }) => ({
  tables: settle(listMissingManufacturers(isReviewedOnly(new URL(request.url)))),
}))

export function Component() {
  const { tables: pending } = useLoaderData() as { tables: Promise<Settled<OmniclassRef[]>> }
  const [params, setParams] = useSearchParams()
  const reviewedOnly = isReviewedOnly(params)
  const [tables, setTables] = useSettled(pending, (error) => {
    // spec §8: the list shows empty and the failure is logged; a toast says why
    console.error('Could not load the tables missing manufacturers', error)
    notifyFailure('Could not load the tables missing manufacturers', error)
    return []
  })

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
        onDeleted={(name) => setTables((list) => list?.filter((t) => t.name !== name) ?? null)}
      />
    </AdminPage>
  )
}
