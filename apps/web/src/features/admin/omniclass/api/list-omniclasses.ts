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
