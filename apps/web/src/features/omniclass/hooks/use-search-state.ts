import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ManufacturerRow } from '../lib/fallback-manufacturers'
import { restoreConfiguration, saveConfiguration, type SavedConfiguration } from '../lib/saved-configuration'
import { hasSearchState, readSearchState, writeSearchState, type SearchState } from '../lib/url-state'

/**
 * The search lives in the address (a link or a reload reproduces it) and, as spec §3 asks, in local
 * storage: an address without a search of its own picks up the saved one for the same omniclass.
 */
export function useSearchState(name: string, manufacturerTitle: string | null) {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readSearchState(params), [params])
  // read once per page: restoring deletes a configuration saved for another omniclass
  const [saved] = useState<SavedConfiguration | null>(() => restoreConfiguration(window.localStorage, name, manufacturerTitle))

  useEffect(() => {
    if (saved && !hasSearchState(params)) setParams(writeSearchState({ ...readSearchState(params), ...saved }), { replace: true })
    // only on arrival: later edits of the address are the user's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const update = useCallback(
    (patch: Partial<SearchState> | ((current: SearchState) => Partial<SearchState>)) =>
      setParams(
        (current) => {
          const before = readSearchState(current)
          return writeSearchState({ ...before, ...(typeof patch === 'function' ? patch(before) : patch) })
        },
        { replace: true },
      ),
    [setParams],
  )

  return { state, update, savedManufacturers: saved?.manufacturers ?? null }
}

/** Keeps the saved configuration in step with the search on screen. */
export function useSaveConfiguration(name: string, manufacturerTitle: string | null, state: SearchState, manufacturers: ManufacturerRow[] | null) {
  useEffect(() => {
    saveConfiguration(window.localStorage, {
      name,
      manufacturerTitle,
      selectedValues: state.selectedValues,
      selectedManufacturers: state.selectedManufacturers,
      expanded: state.expanded,
      manufacturers,
    })
  }, [name, manufacturerTitle, state, manufacturers])
}
