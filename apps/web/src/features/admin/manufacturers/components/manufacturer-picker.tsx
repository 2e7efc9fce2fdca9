import { useState } from 'react'
import type { ManufacturerSummary } from '@scout/shared/schemas/manufacturer'
import { Badge } from '@/components/ui/badge'
import { SearchableDropdown, useDropdownOptions } from '../../components/searchable-dropdown'
import { searchManufacturers } from '../api/manufacturers'

const typingPauseMs = 200

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

type Props = {
  label: string
  placeholder?: string
  onPick: (manufacturer: ManufacturerSummary | null) => void
  clearOnSelect?: boolean
  initialText?: string
  onSearch?: (text: string) => void
}

/** A manufacturer chosen by title; the server searches as the administrator types (there may be 20,000). */
export function ManufacturerPicker({
  label,
  placeholder = 'Search manufacturers by title',
  onPick,
  clearOnSelect,
  initialText,
  onSearch,
}: Props) {
  const [query, setQuery] = useState(initialText ?? '')
  const options = useDropdownOptions({
    queryKey: ['admin', 'manufacturers', 'picker', query],
    queryFn: async ({ signal }) => {
      // a pause while typing: a superseded key cancels this read before it reaches the server
      if (query) await pause(typingPauseMs, signal)
      return searchManufacturers(query, 50, signal)
    },
  })
  return (
    <SearchableDropdown
      options={options}
      getKey={(m) => m.title}
      getLabel={(m) => m.title}
      // the server already matched the text; every option it returns is shown
      getSearchTexts={null}
      renderOption={(m) => (
        <span className="flex items-center justify-between gap-2">
          {m.title}
          {m.verified && <Badge variant="success">Verified</Badge>}
        </span>
      )}
      label={label}
      placeholder={placeholder}
      initialText={initialText}
      onTextChange={setQuery}
      onSelect={onPick}
      onSearch={onSearch}
      showSearchButton={Boolean(onSearch)}
      clearOnSelect={clearOnSelect}
    />
  )
}
