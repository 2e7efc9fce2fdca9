import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  OmniclassRefSchema,
  OmniclassSummarySchema,
  type OmniclassSummary,
} from '@scout/shared/schemas/omniclass'
import { apiGet } from '@/lib/api-client'

export type AdminOmniclassRow = OmniclassSummary

const paths = {
  all: '/admin/omniclass/all',
  general: '/admin/omniclass/all/general',
  not_reviewed: '/admin/omniclass/not_reviewed',
} as const

export function listOmniclasses(
  kind: keyof typeof paths = 'all',
  signal?: AbortSignal,
): Promise<AdminOmniclassRow[]> {
  return apiGet(paths[kind], z.array(OmniclassSummarySchema), { signal })
}

/** Spec §2 "Missing Manufacturers": `reviewed` hides unreviewed (user-generated) tables. */
export function listMissingManufacturers(reviewedOnly: boolean, signal?: AbortSignal) {
  return apiGet('/admin/omniclass/missing_manufacturers', z.array(OmniclassRefSchema), {
    signal,
    query: reviewedOnly ? { reviewed: 1 } : undefined,
  })
}

const listTitles = {
  all: 'Could not load the tables',
  general: 'Could not load the tables',
  not_reviewed: 'Could not load the unreviewed tables',
} as const

export const omniclassListQuery = (kind: keyof typeof paths) =>
  queryOptions({
    queryKey: ['admin', 'omniclasses', kind],
    queryFn: ({ signal }) => listOmniclasses(kind, signal),
    meta: { failureTitle: listTitles[kind] },
  })

/** Spec §8: the list shows empty and the failure is logged; the toast says why. */
export const missingManufacturersQuery = (reviewedOnly: boolean) =>
  queryOptions({
    queryKey: ['admin', 'omniclasses', 'missing-manufacturers', reviewedOnly],
    queryFn: ({ signal }) => listMissingManufacturers(reviewedOnly, signal),
    meta: {
      failureTitle: 'Could not load the tables missing manufacturers',
      logText: 'Could not load the tables missing manufacturers',
    },
  })
