import { ExternalLink, Pencil } from 'lucide-react'
import { Link, useLoaderData, useNavigate } from 'react-router'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import type { OmniclassRef } from '@scout/shared/schemas/omniclass'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { AdminPage } from '@/features/admin/components/admin-page'
import { ConfirmDeleteDialog } from '@/features/admin/components/confirm-delete-dialog'
import { adminPaths, nameFromParam } from '@/features/admin/lib/admin-paths'
import { formatDate } from '@/features/admin/lib/format'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import {
  deleteManufacturer,
  getManufacturer,
  listManufacturerOmniclasses,
} from '@/features/admin/manufacturers/api/manufacturers'
import { ManufacturerDetails } from '@/features/admin/manufacturers/components/manufacturer-details'
import { ProductImagesGallery } from '@/features/admin/manufacturers/components/product-images-gallery'
import { listOwnedVariants } from '@/features/admin/omniclass/api/variants'
import { adminLoader, loadOrFail, requireParam } from './require-admin'

type LoaderData = { manufacturer: Manufacturer; omniclasses: OmniclassRef[]; variants: string[] }

export const loader = adminLoader(async ({ params }): Promise<LoaderData> => {
  const title = requireParam(nameFromParam(params.title), 'No title provided')
  const [manufacturer, omniclasses, owned] = await loadOrFail(
    Promise.all([
      getManufacturer(title),
      listManufacturerOmniclasses(title),
      listOwnedVariants({ manufacturer: title }),
    ]),
  )
  return { manufacturer, omniclasses, variants: owned.map((v) => v.omniclass_name) }
})

/** The admin's view of one manufacturer (admin/{title}): everything about it, with the ways to change it. */
export function Component() {
  const { manufacturer: m, omniclasses, variants } = useLoaderData() as LoaderData
  const navigate = useNavigate()

  async function remove() {
    try {
      await deleteManufacturer(m.title)
      notifySuccess('Deleted', `${m.title} is no longer in the database.`)
      navigate(adminPaths.manufacturerSearch(), { replace: true })
    } catch (error) {
      notifyFailure(`Could not delete ${m.title}`, error)
    }
  }

  return (
    <AdminPage
      wide
      title={
        <span className="flex items-center gap-3">
          {m.logo && (
            <img src={m.logo_variants?.small ?? m.logo} alt={`${m.title} logo`} className="h-10 w-auto" />
          )}
          {m.title}
        </span>
      }
      description={
        m.verified ? (
          <Badge variant="success">Verified{m.verified_on && ` on ${formatDate(m.verified_on)}`}</Badge>
        ) : (
          'Not verified'
        )
      }
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={adminPaths.publicManufacturer(m.title)}>
              <ExternalLink aria-hidden="true" />
              Public page
            </Link>
          </Button>
          <Button asChild>
            <Link to={adminPaths.manufacturerEdit(m.title)}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <ConfirmDeleteDialog subject={<strong>the manufacturer {m.title}</strong>} onConfirm={remove} />
        </>
      }
    >
      <ManufacturerDetails manufacturer={m} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Omniclasses ({omniclasses.length})</h2>
        {omniclasses.length === 0 ? (
          <p className="text-muted-foreground text-sm">No associated omniclasses</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {omniclasses.map((t) => (
              <li
                key={t.name}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm"
              >
                <Link
                  className="text-primary truncate hover:underline"
                  to={adminPaths.omniclassViewBy(t.name, m.title)}
                >
                  {[t.number, t.name].filter(Boolean).join(' ')}
                </Link>
                {variants.includes(t.name) ? (
                  <Badge variant="secondary">Own variant</Badge>
                ) : (
                  <span className="text-muted-foreground text-xs">Generic</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProductImagesGallery key={m.title} title={m.title} />
    </AdminPage>
  )
}
