import { useEffect, useMemo, useState } from 'react'
import type { Parameter, SelectedValue } from '@scout/shared/schemas/omniclass'
import type { Facet } from '@scout/shared/schemas/search'
import { useDelayedFlag } from '@/hooks/use-delayed-flag'
import { reasonOf } from '@/lib/api-client'
import { listOmniclassManufacturers } from '../api/list-omniclass-manufacturers'
import { refineManufacturers } from '../api/refine-manufacturers'
import { buildFallbackManufacturers, type ManufacturerRow } from '../lib/fallback-manufacturers'
import { nonEmptyValues } from '../lib/selected-values'

/** Spec §4 and §9: the loading indicator shows only after 400 ms. */
export const loadingDelayMs = 400

type Answer = { key: string; manufacturers: ManufacturerRow[]; facets: Facet[] | null; error: string | null }

type Options = {
  omniclass: string
  parameters: Parameter[]
  selectedValues: SelectedValue[]
  expanded: boolean
  enabled: boolean
  /** the list from the saved configuration, shown until the first answer arrives */
  initial: ManufacturerRow[] | null
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Spec §4 "Manufacturer lookup": the full list loads on mount and when the expand toggle changes; the
 * selected values re-filter it (skipped, and the full list shown, when every value is empty). In-flight
 * requests are aborted and the abort ignored.
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
  const fullKey = `${omniclass}|${expanded}`
  const refineKey = filter.length > 0 ? `${fullKey}|${JSON.stringify(filter)}` : null
  const [full, setFull] = useState<Answer | null>(null)
  const [refined, setRefined] = useState<Answer | null>(null)

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    listOmniclassManufacturers(omniclass, expanded, controller.signal)
      .then((list) =>
        setFull({
          key: fullKey,
          manufacturers: list.length > 0 ? list : buildFallbackManufacturers(parameters),
          facets: null,
          error: null,
        }),
      )
      .catch(
        (error: unknown) =>
          !isAbort(error) &&
          setFull({ key: fullKey, manufacturers: [], facets: null, error: reasonOf(error) }),
      )
    return () => controller.abort()
  }, [enabled, omniclass, expanded, fullKey, parameters])

  useEffect(() => {
    if (!enabled || !refineKey) return
    const controller = new AbortController()
    refineManufacturers({ omniclass, parameters: filter, expanded }, controller.signal)
      .then((answer) =>
        setRefined({
          key: refineKey,
          manufacturers:
            answer.manufacturers.length > 0 ? answer.manufacturers : buildFallbackManufacturers(parameters),
          facets: answer.facets,
          error: null,
        }),
      )
      .catch(
        (error: unknown) =>
          !isAbort(error) &&
          setRefined({ key: refineKey, manufacturers: [], facets: null, error: reasonOf(error) }),
      )
    return () => controller.abort()
  }, [enabled, omniclass, expanded, filter, refineKey, parameters])

  const current = refineKey
    ? refined?.key === refineKey
      ? refined
      : null
    : full?.key === fullKey
      ? full
      : null
  const previous = refineKey ? (refined ?? full) : full
  const loading = useDelayedFlag(enabled && current === null, loadingDelayMs)
  // while the next answer loads, the last list stays (a null list only before anything arrived)
  const manufacturers = current?.manufacturers ?? previous?.manufacturers ?? initial
  return {
    manufacturers: current?.error ? [] : manufacturers,
    facets: refineKey ? (current?.facets ?? refined?.facets ?? null) : null,
    loading,
    error: current?.error ?? null,
  }
}
