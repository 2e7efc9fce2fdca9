import { Search } from 'lucide-react'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useCombobox } from '@/components/ui/combobox'
import { Button } from '@/components/ui/button'
import { getLogoMap, type LogoMap } from '../api/get-logo-map'
import { useOmniclassOptions } from '../hooks/use-omniclass-options'
import {
  buildOptionItems,
  canExpand,
  hitKey,
  omniclassOf,
  parentIndexOf,
  type OptionItem,
} from '../lib/option-items'
import { OptionList } from './option-list'

export type AutocompleteActions = {
  onSelect: (name: string) => void
  onOpenGeneric: (name: string) => void
  onOpenMaker: (name: string, manufacturerTitle: string) => void
  onOpenManufacturer: (manufacturerTitle: string) => void
  onGenerate: (text: string) => void
  onAdvancedSearch: (text: string) => void
}

type Props = AutocompleteActions & {
  text: string
  onTextChange: (text: string) => void
  hasSelection: boolean
}

/** Spec §2 "Search home": the omniclass/product autocomplete, a table-like list with expandable rows. */
export function OmniclassAutocomplete({ text, onTextChange, hasSelection, ...actions }: Props) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [logos, setLogos] = useState<LogoMap>({})
  const { options, loading, failed } = useOmniclassOptions(text, open && !hasSelection)
  const showGenerate = text.trim() !== '' && !hasSelection
  const items = useMemo(
    () => buildOptionItems(options, expanded, showGenerate),
    [options, expanded, showGenerate],
  )
  const hintId = useId()
  const shown = open && text.trim() !== ''
  const combobox = useCombobox({
    items,
    getKey: (item) => item.id,
    getOptionId: (item) => item.id,
    open: shown,
    onOpenChange: setOpen,
    onChoose: activate,
    onExtraKey: treeKey,
  })
  const { active, setActiveIndex } = combobox

  useEffect(() => {
    if (open) void getLogoMap().then(setLogos)
  }, [open])

  function toggle(key: string) {
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }

  function activate(item: OptionItem) {
    const omniclass = item.type === 'generate' ? null : omniclassOf(item.hit)
    // a product that names no table has nothing to select: its row only opens its makers
    if (item.type === 'hit' && !omniclass) return toggle(hitKey(item.hit))
    setOpen(false)
    setActiveIndex(-1)
    if (item.type === 'generate') return actions.onGenerate(text.trim())
    if (!omniclass) return item.type === 'maker' && actions.onOpenManufacturer(item.title)
    if (item.type === 'generic') return actions.onOpenGeneric(omniclass)
    if (item.type === 'maker') return actions.onOpenMaker(omniclass, item.title)
    actions.onSelect(omniclass)
  }

  // Right shows a table's manufacturers, Left goes back up to the table and hides them
  function treeKey(event: KeyboardEvent<HTMLInputElement>, item: OptionItem | undefined, index: number) {
    if (!item) return false
    if (event.key === 'ArrowRight' && item.type === 'hit' && canExpand(item.hit)) {
      if (expanded.has(hitKey(item.hit))) return false
      toggle(hitKey(item.hit))
      return true
    }
    if (event.key === 'ArrowLeft' && item.type !== 'generate') {
      const parent = parentIndexOf(items, index)
      const hit = items[parent]
      if (hit?.type !== 'hit' || !expanded.has(hitKey(hit.hit))) return false
      toggle(hitKey(hit.hit))
      setActiveIndex(parent)
      return true
    }
    return false
  }

  return (
    <div className="relative">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault()
          setOpen(false)
          actions.onAdvancedSearch(text.trim())
        }}
      >
        <div className="relative flex-1">
          <Search
            className="text-muted-foreground pointer-events-none absolute top-3 left-3 size-4"
            aria-hidden="true"
          />
          <input
            type="text"
            {...combobox.inputProps}
            aria-label="Search an omniclass or a product"
            aria-describedby={hintId}
            placeholder="Search an omniclass number, name or product"
            autoComplete="off"
            className="bg-background placeholder:text-muted-foreground focus-visible:outline-ring h-11 w-full rounded-md border py-2 pr-3 pl-9 text-base focus-visible:outline-2"
            value={text}
            onChange={(event) => {
              // spec §4: typing sets the input, opens the list and clears any prior selection
              onTextChange(event.target.value)
              setOpen(true)
              combobox.reset()
            }}
            onFocus={() => text.trim() && !hasSelection && setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <span id={hintId} className="sr-only">
            Up and Down choose a row; Right shows a table&apos;s manufacturers and Left hides them; Enter
            opens the row.
          </span>
        </div>
        <Button type="submit" size="lg">
          Advanced Search
        </Button>
      </form>
      {shown && (
        <OptionList
          id={combobox.listId}
          items={items}
          activeId={active?.id}
          expanded={expanded}
          logos={logos}
          loading={loading && options.length === 0}
          failed={failed}
          onActivate={activate}
          onToggle={toggle}
        />
      )}
    </div>
  )
}
