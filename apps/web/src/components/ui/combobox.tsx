import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'

type Options<T> = {
  items: T[]
  /** what the highlight follows: a new list must not silently move it onto another row */
  getKey: (item: T) => string
  /** the option's DOM id, for aria-activedescendant; `<list id>-<index>` unless the rows set their own */
  getOptionId?: (item: T, index: number) => string
  open: boolean
  onOpenChange: (open: boolean) => void
  onChoose: (item: T) => void
  /** the first option stands highlighted until the user moves, so Enter takes it */
  autoHighlight?: boolean
  /** Enter with no highlighted option; without it Enter is left to the form (a submit) */
  onEnterWithoutOption?: () => void
  /** keys a caller adds, such as a tree's Left and Right; return true when the key was handled */
  onExtraKey?: (event: KeyboardEvent<HTMLInputElement>, active: T | undefined, index: number) => boolean
}

/**
 * The app's one combobox behaviour (WAI-ARIA APG "combobox with listbox popup"): the input keeps focus and
 * names the highlighted option through aria-activedescendant; Up and Down move (wrapping), Enter chooses,
 * Escape closes. Headless, so each picker keeps its own list layout (decision record 014).
 */
export function useCombobox<T>(options: Options<T>) {
  const { items, getKey, open, onOpenChange, onChoose, onExtraKey } = options
  const listId = useId()
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const found = items.findIndex((item) => getKey(item) === activeKey)
  const activeIndex = found < 0 && options.autoHighlight && items.length > 0 ? 0 : found
  const active = open ? items[activeIndex] : undefined
  const optionId = (item: T, index: number) =>
    options.getOptionId ? options.getOptionId(item, index) : `${listId}-${index}`

  const setActiveIndex = (index: number) => {
    const item = items[index]
    setActiveKey(item ? getKey(item) : null)
  }

  function move(to: number) {
    onOpenChange(true)
    setActiveIndex(items.length === 0 ? -1 : (to + items.length) % items.length)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const handled = () => event.preventDefault()
    if (event.key === 'ArrowDown') return (handled(), move(open ? activeIndex + 1 : 0))
    if (event.key === 'ArrowUp')
      return (handled(), move(open && activeIndex >= 0 ? activeIndex - 1 : items.length - 1))
    if (event.key === 'Escape' && open) return (handled(), onOpenChange(false), setActiveKey(null))
    if (event.key === 'Enter') {
      if (active) return (handled(), onChoose(active))
      if (options.onEnterWithoutOption) return (handled(), options.onEnterWithoutOption())
      return
    }
    if (open && onExtraKey?.(event, active, activeIndex)) handled()
  }

  return {
    listId,
    active,
    activeIndex: open ? activeIndex : -1,
    setActiveIndex,
    /** forget the highlight, as typing does */
    reset: () => setActiveKey(null),
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': active ? optionId(active, activeIndex) : undefined,
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' as const },
    optionProps: (item: T, index: number) => ({
      id: optionId(item, index),
      role: 'option' as const,
      'aria-selected': open && index === activeIndex,
      // mousedown, so the input keeps focus and its blur does not close the list first
      onMouseDown: (event: MouseEvent) => {
        event.preventDefault()
        onChoose(item)
      },
      onMouseEnter: () => setActiveIndex(index),
    }),
  }
}
