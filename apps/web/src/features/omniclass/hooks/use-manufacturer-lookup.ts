import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import { useDelayedFlag } from '@/hooks/use-delayed-flag'
import { isSessionEnded, reasonOf } from '@/lib/api-client'
import { omniclassManufacturersQuery } from '../api/list-omniclass-manufacturers'
import { refinementQuery } from '../api/refine-manufacturers'
import { buildFallbackManufacturers, type ManufacturerRow } from '../lib/fallback-manufacturers'
import { nonEmptyValues } from '../lib/selected-values'

/** Spec §4 and §9: the loading indicator shows only after 400 ms. */
export const loadingDelayMs = 400

type Options = {
  omniclass: string
  parameters: Parameter[]
  selectedValues: SelectedValue[]
  expanded: boolean
  enabled: boolean
  /** the list from the saved configuration, shown until the first answer arrives */
  initial: ManufacturerRow[] | null
}

/**
 * Spec §4 "Manufacturer lookup": the full list loads on mount and when the expand toggle changes; the
 * selected values re-filter it (skipped, and the full list shown, when every value is empty). A superseded
 * request is cancelled by the cache (its signal), and each answer is kept, so going back to a choice is instant.
 */
export function useManufacturerLookup({
  omniclass,
  parameters,
  selectedValues,
  expanded,
  enabled,
  initial,
}: Options) {
  const filter = useMemo(() => nonEmptyValues(selectedValues), [selectedValues])
  const refining = filter.length > 0
  const full = useQuery({ ...omniclassManufacturersQuery(omniclass, expanded), enabled })
  const refined = useQuery({
    ...refinementQuery({ omniclass, parameters: filter, expanded }),
    enabled: enabled && refining,
    // while the next answer loads, the last list stays
    placeholderData: keepPreviousData,
  })
  const active = refining ? refined : full
  const waiting = enabled && (active.isPending || active.isPlaceholderData)
  const loading = useDelayedFlag(waiting, loadingDelayMs)
  // a 401 sends the user to sign in (session-ended.ts): its "Sign in to continue" is no list's error
  const failed = active.isError && !isSessionEnded(active.error) && !active.isFetching
  const listed = refining ? (refined.data?.manufacturers ?? full.data) : full.data
  const manufacturers = useMemo(
    () => (listed ? (listed.length > 0 ? listed : buildFallbackManufacturers(parameters)) : null),
    [listed, parameters],
  )
  return {
    manufacturers: failed ? [] : (manufacturers ?? initial),
    facets: refining ? (refined.data?.facets ?? null) : null,
    loading,
    error: failed ? reasonOf(active.error) : null,
  }
}
