import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ManufacturerOmniclassSchema,
  ManufacturerSchema,
  ManufacturerSummarySchema,
  ManufacturerUploadResponseSchema,
  type ManufacturerDataUpdateSchema,
  type ManufacturerWriteSchema,
} from '@scout/shared/schemas/manufacturer'
import { adminWrite, apiGet } from '@/lib/api-client'

export function listAllManufacturers(signal?: AbortSignal) {
  return apiGet('/admin/manufacturer/all', z.array(ManufacturerSchema), { signal })
}

export function searchManufacturers(q: string, limit = 100, signal?: AbortSignal) {
  return apiGet('/admin/manufacturer/search', z.array(ManufacturerSummarySchema), {
    query: { q: q || undefined, limit },
    signal,
  })
}

/** One manufacturer with its contacts and tables; the admin API lists only all of them, so this reads the public call. */
export function getManufacturer(title: string, signal?: AbortSignal) {
  return apiGet('/api/manufacturer/data', ManufacturerSchema, { query: { title }, signal })
}

export function createManufacturer(manufacturer: z.input<typeof ManufacturerWriteSchema>) {
  return adminWrite('/admin/manufacturer/create', { method: 'POST', body: manufacturer })
}

/** Only the fields given change; `data.title` renames. */
export function updateManufacturer(update: z.input<typeof ManufacturerDataUpdateSchema>) {
  return adminWrite('/admin/manufacturer/data', { method: 'PUT', body: update })
}

export function deleteManufacturer(title: string) {
  return adminWrite('/admin/manufacturer/delete', { method: 'DELETE', body: { title } })
}

export function listManufacturerOmniclasses(title: string, signal?: AbortSignal) {
  return apiGet('/admin/manufacturer/omniclasses', z.array(ManufacturerOmniclassSchema), {
    query: { title },
    signal,
  })
}

/** The manufacturer's tables become exactly these names. */
export function setManufacturerOmniclasses(title: string, names: string[]) {
  return adminWrite('/admin/manufacturer/omniclasses', {
    method: 'POST',
    body: { query: title, associations: names },
  })
}

export async function uploadManufacturerFile(filename: string, content: string) {
  const payload = await adminWrite('/admin/manufacturer/upload', {
    method: 'POST',
    body: [{ filename, content }],
  })
  return ManufacturerUploadResponseSchema.parse(payload)
}

export const allManufacturersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'manufacturers', 'all'],
    queryFn: ({ signal }) => listAllManufacturers(signal),
    meta: { failureTitle: 'Could not load the manufacturers' },
  })

export const manufacturerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'manufacturers', 'search', q],
    queryFn: ({ signal }) => searchManufacturers(q, 100, signal),
    meta: { failureTitle: 'Could not search the manufacturers' },
  })
