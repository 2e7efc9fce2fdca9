import { ExternalLink } from 'lucide-react'
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import type { OmniclassRef } from '@scout/shared/schemas/omniclass'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths, nameFromParam } from '@/features/admin/lib/admin-paths'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import {
  getManufacturer,
  listManufacturerOmniclasses,
  updateManufacturer,
} from '@/features/admin/manufacturers/api/manufacturers'
import { ContactsEditor } from '@/features/admin/manufacturers/components/contacts-editor'
import { LogoEditor } from '@/features/admin/manufacturers/components/logo-editor'
import { ManufacturerForm } from '@/features/admin/manufacturers/components/manufacturer-form'
import { ManufacturerOmniclassesEditor } from '@/features/admin/manufacturers/components/manufacturer-omniclasses-editor'
import { ProductImagesEditor } from '@/features/admin/manufacturers/components/product-images-editor'
import {
  changedFields,
  toDraft,
  type ManufacturerDraft,
} from '@/features/admin/manufacturers/lib/manufacturer-draft'
import { adminLoader, loadOrFail, requireParam } from './require-admin'

type LoaderData = { manufacturer: Manufacturer; omniclasses: OmniclassRef[] }

export const loader = adminLoader(async ({ params }): Promise<LoaderData> => {
  const title = requireParam(nameFromParam(params.title), 'No title provided')
  const [manufacturer, omniclasses] = await loadOrFail(
    Promise.all([getManufacturer(title), listManufacturerOmniclasses(title)]),
  )
  return { manufacturer, omniclasses }
})

export function Component() {
  const { manufacturer, omniclasses } = useLoaderData() as LoaderData
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const original = toDraft(manufacturer)

  // the form calls this only once the shared schema accepts the draft
  async function save(_checked: unknown, draft: ManufacturerDraft) {
    const data = changedFields(original, draft)
    if (Object.keys(data).length === 0) return notifySuccess('Nothing to save', 'No field has changed.')
    try {
      await updateManufacturer({ title: manufacturer.title, data })
      notifySuccess('Saved', `${data.title ?? manufacturer.title} is up to date.`)
      if (data.title && data.title !== manufacturer.title)
        navigate(adminPaths.manufacturerEdit(data.title), { replace: true })
      else void revalidator.revalidate()
    } catch (error) {
      notifyFailure(`Could not save ${manufacturer.title}`, error)
    }
  }

  return (
    <AdminPage
      wide
      title={`Edit ${manufacturer.title}`}
      description={
        <span className="flex gap-3">
          <Link className="text-primary underline" to={adminPaths.manufacturer(manufacturer.title)}>
            Admin page
          </Link>
          <Link
            className="text-primary inline-flex items-center gap-1 underline"
            to={adminPaths.publicManufacturer(manufacturer.title)}
          >
            Public page <ExternalLink className="size-3" aria-hidden="true" />
          </Link>
        </span>
      }
    >
      <LogoEditor
        title={manufacturer.title}
        logo={manufacturer.logo_variants?.medium ?? manufacturer.logo}
        onUploaded={() => void revalidator.revalidate()}
      />
      <ManufacturerForm key={JSON.stringify(original)} initial={original} submitText="Save" onSubmit={save} />
      <ManufacturerOmniclassesEditor
        key={`o-${manufacturer.title}`}
        title={manufacturer.title}
        initial={omniclasses}
        onSaved={() => void revalidator.revalidate()}
      />
      <ContactsEditor key={`c-${manufacturer.title}`} title={manufacturer.title} />
      <ProductImagesEditor
        key={`i-${manufacturer.title}`}
        title={manufacturer.title}
        omniclasses={omniclasses.map((o) => o.name)}
      />
    </AdminPage>
  )
}
