import { Search } from 'lucide-react'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useCombobox } from '@/components/ui/combobox'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { filterByTerms } from '../lib/search-terms'

const shownLimit = 100

type Props<T> = {
  /** null while the options load */
  options: T[] | null
  getKey: (option: T) => string
  getLabel: (option: T) => string
  renderOption?: (option: T) => ReactNode
  /** the texts a typed term is matched against (spec §5); the label by default; null when the server filters */
  getSearchTexts?: ((option: T) => (string | null | undefined)[]) | null
  placeholder: string
  label: string
  onSelect: (option: T | null) => void
  /** the Search button (shown by default) hands over the typed text */
  onSearch?: (text: string) => void
  showSearchButton?: boolean
  initialText?: string
  /** for options searched on the server as the text changes */
  onTextChange?: (text: string) => void
  /** empty the input after a choice, for pickers that add to a list */
  clearOnSelect?: boolean
  className?: string
}

/** Spec §2 "Searchable dropdown input": 'Loading options...', a Search button, a list at most 20rem high. */
export function SearchableDropdown<T>(props: Props<T>) {
  const {
    options,
    getKey,
    getLabel,
    renderOption,
    placeholder,
    label,
    onSelect,
    onSearch,
    showSearchButton = true,
  } = props
  const [text, setText] = useState(props.initialText ?? '')
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const getSearchTexts =
    props.getSearchTexts === undefined ? (option: T) => [getLabel(option)] : props.getSearchTexts
  // a short list, filtered on each render: cheaper than keeping a memo in step with the caller's projections
  const matches = options
    ? (getSearchTexts ? filterByTerms(options, text, getSearchTexts) : options).slice(0, shownLimit)
    : []

  function choose(option: T) {
    if (props.clearOnSelect) {
      setText('')
      props.onTextChange?.('')
    } else {
      setText(getLabel(option))
      setSelected(getKey(option))
    }
    setOpen(false)
    onSelect(option)
  }

  const combobox = useCombobox({
    items: matches,
    getKey,
    open,
    onOpenChange: setOpen,
    onChoose: choose,
    autoHighlight: true,
    onEnterWithoutOption: () => onSearch?.(text),
  })

  function onType(value: string) {
    // spec §4: typing sets the input, opens the list, shows the button and clears any prior selection
    setText(value)
    props.onTextChange?.(value)
    setOpen(true)
    combobox.reset()
    if (selected !== null) {
      setSelected(null)
      onSelect(null)
    }
  }

  const showButton = showSearchButton && onSearch && selected === null
  return (
    <div className={cn('relative flex gap-2', props.className)}>
      <div className="relative flex-1">
        <Input
          {...combobox.inputProps}
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {open && (
          <ul
            {...combobox.listProps}
            aria-label={label}
            className="bg-background absolute top-full right-0 left-0 z-40 mt-1 max-h-[20rem] overflow-y-auto rounded-md border p-1 shadow-lg"
          >
            {options === null ? (
              <li className="text-muted-foreground px-2 py-1.5 text-sm">Loading options...</li>
            ) : matches.length === 0 ? (
              <li className="text-muted-foreground px-2 py-1.5 text-sm">No matches</li>
            ) : (
              matches.map((option, index) => (
                <li
                  key={getKey(option)}
                  {...combobox.optionProps(option, index)}
                  className={cn(
                    'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                    index === combobox.activeIndex && 'bg-muted',
                  )}
                >
                  {renderOption ? renderOption(option) : getLabel(option)}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      {showButton && (
        <Button type="button" onClick={() => onSearch(text)}>
          <Search aria-hidden="true" />
          Search
        </Button>
      )}
    </div>
  )
}

/**
 * A dropdown's options from the query cache; spec §8 logs 'Error fetching options:' on failure, and a toast
 * says why (both from the query's meta). While new options load, the last ones stay.
 */
export function useDropdownOptions<T, K extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], K>,
): T[] | null {
  const query = useQuery({
    ...options,
    meta: { failureTitle: 'Could not load the options', logText: 'Error fetching options:' },
    placeholderData: keepPreviousData,
  })
  return query.data ?? (query.isError ? [] : null)
}
