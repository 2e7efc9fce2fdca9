import { useEffect, useState } from 'react'
import { maxSearchText } from '@scout/shared/schemas/search'
import { ApiError } from '@/lib/api-client'
import { getAllOmniclasses } from '../api/get-all-omniclasses'
import { searchCatalogue, type SearchHit } from '../api/search-catalogue'
import { rankOmniclasses } from '../lib/filter-omniclasses'

/** How many rows the dropdown shows at most; the filter over every table can match thousands. */
export const maxOptions = 50
const debounceMs = 150

// once the ranked search has failed, this page uses the spec's client-side filter (spec §5) for good
let useFallback = false

async function findFallbackOptions(text: string): Promise<SearchHit[]> {
  const tables = await getAllOmniclasses()
  return rankOmniclasses(tables, text)
    .slice(0, maxOptions)
    .map((table) => ({
      kind: 'omniclass' as const,
      number: table.number,
      name: table.name,
      omniclass_name: null,
      manufacturer_titles: table.manufacturer_titles,
      manufacturer_count: table.manufacturer_titles.length,
    }))
}

async function findOptions(text: string, signal: AbortSignal): Promise<SearchHit[]> {
  if (!useFallback) {
    try {
      // the API refuses longer text; what fits still finds the right table
      return await searchCatalogue(text.slice(0, maxSearchText), signal)
    } catch (error) {
      if (signal.aborted) throw error
      // a refused query (4xx) says nothing about the search itself; only an outage switches for good
      if (!(error instanceof ApiError && error.status < 500)) useFallback = true
    }
  }
  return findFallbackOptions(text)
}

export type OptionsState = { options: SearchHit[]; loading: boolean; failed: boolean }
type Answer = { query: string; options: SearchHit[]; failed: boolean }

/** The autocomplete's rows for the typed text: the ranked search, or the client-side filter when it fails. */
export function useOmniclassOptions(text: string, enabled: boolean): OptionsState {
  const [answer, setAnswer] = useState<Answer>({ query: '', options: [], failed: false })
  const query = text.trim()

  useEffect(() => {
    if (!enabled || !query) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      findOptions(query, controller.signal)
        .then((options) => setAnswer({ query, options, failed: false }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          console.error('Error fetching options:', error)
          setAnswer({ query, options: [], failed: true })
        })
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, enabled])

  if (!enabled || !query) return { options: [], loading: false, failed: false }
  // the last answer stays on screen while the next one loads, so the list does not flicker
  return {
    options: answer.options,
    loading: answer.query !== query,
    failed: answer.failed && answer.query === query,
  }
}
