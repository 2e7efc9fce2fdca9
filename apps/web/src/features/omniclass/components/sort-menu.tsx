import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { sortLabels, type SortMode } from '../lib/sort-manufacturers'

type Props = { sort: SortMode; onSortChange: (sort: SortMode) => void }

/** Step 3's sort order. Loaded apart from the page (lazy-sort-menu.tsx): Radix Select is a sixth of its JS. */
export default function SortMenu({ sort, onSortChange }: Props) {
  return (
    <Select value={sort} onValueChange={(value) => onSortChange(value as SortMode)}>
      <SelectTrigger className="w-44" aria-label="Sort manufacturers">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(sortLabels).map(([value, label]) => (
          <SelectItem key={value} value={value}>
            {label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
