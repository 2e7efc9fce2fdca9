import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ManufacturerRow } from '../lib/fallback-manufacturers'
import { restoreConfiguration, saveConfiguration } from '../lib/saved-configuration'
import { hasSearchState, readSearchState, writeSearchState, type SearchState } from '../lib/url-state'

type Patch = Partial<SearchState> | ((current: SearchState) => Partial<SearchState>)

/**
 * The search lives in the address (a link or a reload reproduces it) and, as spec §3 asks, in local
 * storage: an address without a search of its own picks up the saved one for the same omniclass.
 * React state leads and the address follows, so quick clicks never race the router's navigations.
 */
export function useSearchState(name: string, manufacturerTitle: string | null) {
  const [params, setParams] = useSearchParams()
  const [initial] = useState(() => {
    // read once per page: restoring also deletes a configuration saved for another omniclass
    const saved = restoreConfiguration(window.localStorage, name, manufacturerTitle)
    const fromAddress = readSearchState(params)
    const state: SearchState =
      !hasSearchState(params) && saved
        ? {
            ...fromAddress,
            selectedValues: saved.selectedValues,
            selectedManufacturers: saved.selectedManufacturers,
            expanded: saved.expanded,
          }
        : fromAddress
    return { state, manufacturers: saved?.manufacturers ?? null }
  })
  const [state, setState] = useState<SearchState>(initial.state)

  useEffect(() => {
    const next = writeSearchState(state)
    if (new URLSearchParams(window.location.search).toString() !== next.toString())
      setParams(next, { replace: true })
  }, [state, setParams])

  const update = useCallback(
    (patch: Patch) =>
      setState((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  )

  return { state, update, savedManufacturers: initial.manufacturers }
}

/** Keeps the saved configuration in step with the search on screen. */
export function useSaveConfiguration(
  name: string,
  manufacturerTitle: string | null,
  state: SearchState,
  manufacturers: ManufacturerRow[] | null,
) {
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
