import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { MissingLogo } from '@scout/shared/schemas/media'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ListSkeleton } from '@/features/admin/components/list-skeleton'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import { readFileAsBase64 } from '@/features/admin/lib/read-file'
import { missingLogosQuery, uploadLogo } from '@/features/admin/manufacturers/api/media'
import { useQueryValue } from '@/hooks/use-query-value'
import { queryClient } from '@/lib/query-client'
import { adminLoader } from './require-admin'

export const loader = adminLoader(({ request }) => {
  void queryClient.prefetchQuery(missingLogosQuery(new URL(request.url).searchParams.get('q') ?? ''))
  return null
})

function LogoRow({ manufacturer, onUploaded }: { manufacturer: MissingLogo; onUploaded: () => void }) {
  const [busy, setBusy] = useState(false)
  async function upload(file: File | undefined) {
    if (!file) return
    setBusy(true)
    try {
      await uploadLogo(manufacturer.title, await readFileAsBase64(file))
      notifySuccess('Logo uploaded', manufacturer.title)
      onUploaded()
    } catch (error) {
      notifyFailure(`Could not upload the logo of ${manufacturer.title}`, error)
      setBusy(false)
    }
  }
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
      data-testid="missing-logo-row"
    >
      <span className="min-w-0">
        <Link
          to={adminPaths.manufacturer(manufacturer.title)}
          className="text-primary font-medium hover:underline"
        >
          {manufacturer.title}
        </Link>
        {manufacturer.url && (
          <a
            href={manufacturer.url}
            target="_blank"
            rel="noreferrer"
            className="text-muted-foreground ml-2 text-xs hover:underline"
          >
            {manufacturer.url}
          </a>
        )}
      </span>
      <Input
        type="file"
        accept="image/*,.svg"
        className="w-64"
        aria-label={`Logo for ${manufacturer.title}`}
        disabled={busy}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
    </li>
  )
}

/** The manufacturers still without a logo; uploading one takes the row off the list. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const [query, setQuery] = useState(params.get('q') ?? '')
  const [missing, setMissing] = useQueryValue(missingLogosQuery(params.get('q') ?? ''), [])
  return (
    <AdminPage
      title="Upload logos"
      description={
        missing
          ? `${missing.length.toLocaleString()} manufacturers have no logo.`
          : 'Finding manufacturers without a logo…'
      }
    >
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setParams(query.trim() ? { q: query.trim() } : {}, { replace: true })
        }}
      >
        <Input
          aria-label="Search manufacturers without a logo"
          placeholder="Search by title"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {missing === null ? (
        <ListSkeleton />
      ) : missing.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center">Every manufacturer has a logo.</p>
      ) : (
        <ul className="space-y-2" aria-label="Manufacturers without a logo">
          {missing.map((m) => (
            <LogoRow
              key={m.title}
              manufacturer={m}
              onUploaded={() => setMissing((list) => list.filter((x) => x.title !== m.title))}
            />
          ))}
        </ul>
      )}
    </AdminPage>
  )
}
