import { Plus, X } from 'lucide-react'
import type { Link } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** A list of titled links: each row a title and an address; empty rows are dropped on save. */
export function LinksEditor({
  label,
  links,
  onChange,
}: {
  label: string
  links: Link[]
  onChange: (links: Link[]) => void
}) {
  const update = (index: number, change: Partial<Link>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...change } : link)))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {links.map((link, index) => (
        <div key={index} className="flex gap-2">
          <Input
            aria-label={`${label} ${index + 1} title`}
            placeholder="Title"
            value={link.title}
            onChange={(e) => update(index, { title: e.target.value })}
          />
          <Input
            aria-label={`${label} ${index + 1} address`}
            placeholder="https://"
            type="url"
            value={link.url}
            onChange={(e) => update(index, { url: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${label} ${index + 1}`}
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...links, { title: '', url: '' }])}
      >
        <Plus aria-hidden="true" />
        Add a link
      </Button>
    </fieldset>
  )
}
