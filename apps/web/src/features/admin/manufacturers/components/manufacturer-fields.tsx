import { aggregators } from '@scout/shared/schemas/manufacturer'
import { aggregatorLabels } from '@/components/aggregator-counts'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import type { ManufacturerDraft } from '../lib/manufacturer-draft'
import { LinksEditor } from './links-editor'

type Props = { draft: ManufacturerDraft; onChange: (change: Partial<ManufacturerDraft>) => void }
type TextField = 'title' | 'url' | 'email' | 'formatted_address' | 'product_page_url'

const textFields: [TextField, string, string][] = [
  ['title', 'Title', 'text'],
  ['url', 'Homepage', 'url'],
  ['email', 'Contact e-mail', 'email'],
  ['product_page_url', 'Products page', 'url'],
  ['formatted_address', 'Address', 'text'],
]

/** Every manufacturer field of spec §3 that is typed in; logo, contacts and images have their own sections. */
export function ManufacturerFields({ draft, onChange }: Props) {
  const today = new Date().toISOString().slice(0, 10)
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map(([field, label, type]) => (
          <div key={field} className="grid gap-2">
            <Label htmlFor={`m-${field}`}>{label}</Label>
            <Input
              id={`m-${field}`}
              type={type}
              required={field === 'title'}
              value={draft[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="m-description">Description</Label>
        <Textarea
          id="m-description"
          rows={5}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
      <fieldset className="bg-muted/40 flex flex-wrap items-center gap-4 rounded-md border px-4 py-3">
        <legend className="sr-only">Verification</legend>
        <div className="flex items-center gap-2">
          <Switch
            id="m-verified"
            checked={draft.verified}
            onCheckedChange={(verified) =>
              onChange({ verified, verified_on: verified ? draft.verified_on || today : '' })
            }
          />
          <Label htmlFor="m-verified">Verified</Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="m-verified-on">Verified on</Label>
          <Input
            id="m-verified-on"
            type="date"
            className="w-44"
            disabled={!draft.verified}
            value={draft.verified_on}
            onChange={(e) => onChange({ verified_on: e.target.value })}
          />
        </div>
      </fieldset>
      <LinksEditor
        label="Links for professionals"
        links={draft.links_for_professionals}
        onChange={(links_for_professionals) => onChange({ links_for_professionals })}
      />
      <LinksEditor
        label="Additional links"
        links={draft.additional_links}
        onChange={(additional_links) => onChange({ additional_links })}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          Aggregator content (files per catalogue; -1 means available, count unknown)
        </legend>
        <div className="grid gap-3 sm:grid-cols-4">
          {aggregators.map((name) => (
            <div key={name} className="grid gap-1">
              <Label htmlFor={`m-agg-${name}`}>{aggregatorLabels[name].name}</Label>
              <Input
                id={`m-agg-${name}`}
                type="number"
                min={-1}
                step={1}
                value={draft.aggregator_content[name]}
                onChange={(e) =>
                  onChange({
                    aggregator_content: {
                      ...draft.aggregator_content,
                      [name]: Math.max(-1, Math.trunc(Number(e.target.value) || 0)),
                    },
                  })
                }
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="m-data">Data (JSON object)</Label>
        <Textarea
          id="m-data"
          rows={4}
          className="font-mono text-xs"
          value={draft.data}
          placeholder='{"key": "value"}'
          onChange={(e) => onChange({ data: e.target.value })}
        />
      </div>
    </div>
  )
}
