import { useNavigate } from 'react-router'
import { AdminPage } from '@/features/admin/components/admin-page'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import { createManufacturer } from '@/features/admin/manufacturers/api/manufacturers'
import { ManufacturerForm } from '@/features/admin/manufacturers/components/manufacturer-form'
import { emptyDraft } from '@/features/admin/manufacturers/lib/manufacturer-draft'
import type { ManufacturerWrite } from '@scout/shared/schemas/manufacturer'

/** A new manufacturer; its logo, contacts, tables and images are added on the edit page it opens next. */
export function Component() {
  const navigate = useNavigate()

  async function create(manufacturer: ManufacturerWrite) {
    try {
      await createManufacturer(manufacturer)
      notifySuccess(
        'Manufacturer created',
        `Add ${manufacturer.title}'s logo, contacts, tables and images here.`,
      )
      navigate(adminPaths.manufacturerEdit(manufacturer.title))
    } catch (error) {
      notifyFailure(`Could not create ${manufacturer.title}`, error)
    }
  }

  return (
    <AdminPage
      title="Create manufacturer"
      description="The title is the manufacturer's name everywhere in Scout and must be unique."
    >
      <ManufacturerForm initial={emptyDraft} submitText="Create" onSubmit={create} />
    </AdminPage>
  )
}
