import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { ContactCreatedSchema, ContactSchema, type ContactWrite } from '@scout/shared/schemas/manufacturer'
import { adminWrite, apiGet } from '@/lib/api-client'

export function listContacts(title: string, signal?: AbortSignal) {
  return apiGet(`/admin/contacts/all/${encodeURIComponent(title)}`, z.array(ContactSchema), { signal })
}

export async function createContact(title: string, contact: ContactWrite) {
  const payload = await adminWrite(`/admin/contacts/create/${encodeURIComponent(title)}`, {
    method: 'POST',
    body: contact,
  })
  return ContactCreatedSchema.parse(payload).id
}

export function updateContact(id: number, contact: ContactWrite) {
  return adminWrite(`/admin/contacts/update/${id}`, { method: 'PUT', body: contact })
}

export function deleteContact(id: number) {
  return adminWrite(`/admin/contacts/delete/${id}`, { method: 'DELETE' })
}

export const contactsQuery = (title: string) =>
  queryOptions({
    queryKey: ['admin', 'contacts', title],
    queryFn: ({ signal }) => listContacts(title, signal),
    meta: { failureTitle: 'Could not load the contacts' },
  })
