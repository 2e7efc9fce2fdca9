import { documentCategories } from '@scout/shared/schemas/rfi'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

export type DocumentCategory = (typeof documentCategories)[number]

/** The documents a professional can ask for (decisions.md §3; spec §2 shows the first five). */
export function DocumentCategories({
  value,
  onChange,
  disabled,
}: {
  value: DocumentCategory[]
  onChange: (next: DocumentCategory[]) => void
  disabled?: boolean
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Documents to request</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {documentCategories.map((category) => {
          const id = `category-${category.replace(/[^a-z0-9]+/gi, '-')}`
          return (
            <div key={category} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(category)}
                disabled={disabled}
                onCheckedChange={(checked) =>
                  onChange(
                    checked
                      ? documentCategories.filter((c) => c === category || value.includes(c))
                      : value.filter((c) => c !== category),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {category}
              </Label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
