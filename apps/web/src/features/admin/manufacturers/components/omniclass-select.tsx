import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'

const none = '__none__'

/** One of the manufacturer's tables, or none (Radix Select needs a non-empty value for "none"). */
export function OmniclassSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string | null
  options: string[]
  onChange: (name: string | null) => void
}) {
  const known = value && !options.includes(value) ? [value, ...options] : options
  return (
    <Select value={value ?? none} onValueChange={(v) => onChange(v === none ? null : v)}>
      <SelectTrigger aria-label={label} className="h-9">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={none}>No omniclass</SelectItem>
        {known.map((name) => (
          <SelectItem key={name} value={name}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
