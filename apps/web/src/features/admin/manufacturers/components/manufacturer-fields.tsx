import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { aggregators, type ManufacturerWrite } from '@scout/shared/schemas/manufacturer'
import { aggregatorLabels } from '@/components/aggregator-counts'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import type { ManufacturerDraft } from '../lib/manufacturer-draft'
import { LinksEditor } from './links-editor'

type Props = { form: UseFormReturn<ManufacturerDraft, unknown, ManufacturerWrite> }
type TextField = 'title' | 'url' | 'email' | 'formatted_address' | 'product_page_url'

const textFields: [TextField, string, string][] = [
  ['title', 'Title', 'text'],
  ['url', 'Homepage', 'url'],
  ['email', 'Contact e-mail', 'email'],
  ['product_page_url', 'Products page', 'url'],
  ['formatted_address', 'Address', 'text'],
]

/** Every manufacturer field of spec §3 that is typed in; logo, contacts and images have their own sections. */
export function ManufacturerFields({ form }: Props) {
  const { errors } = form.formState
  const today = new Date().toISOString().slice(0, 10)
  const verified = useWatch({ control: form.control, name: 'verified' })
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map(([field, label, type]) => (
          <div key={field} className="grid gap-2">
            <Label htmlFor={`m-${field}`}>{label}</Label>
            <Input
              id={`m-${field}`}
              type={type}
              {...invalidProps(`m-${field}-error`, errors[field]?.message)}
              {...form.register(field)}
            />
            <FieldError id={`m-${field}-error`} message={errors[field]?.message} />
          </div>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="m-description">Description</Label>
        <Textarea
          id="m-description"
          rows={5}
          {...invalidProps('m-description-error', errors.description?.message)}
          {...form.register('description')}
        />
        <FieldError id="m-description-error" message={errors.description?.message} />
      </div>
      <fieldset className="bg-muted/40 flex flex-wrap items-center gap-4 rounded-md border px-4 py-3">
        <legend className="sr-only">Verification</legend>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="verified"
            render={({ field }) => (
              <Switch
                id="m-verified"
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked)
                  form.setValue('verified_on', checked ? form.getValues('verified_on') || today : '')
                }}
              />
            )}
          />
          <Label htmlFor="m-verified">Verified</Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="m-verified-on">Verified on</Label>
          <Input
            id="m-verified-on"
            type="date"
            className="w-44"
            disabled={!verified}
            {...invalidProps('m-verified-on-error', errors.verified_on?.message)}
            {...form.register('verified_on')}
          />
        </div>
        <FieldError id="m-verified-on-error" message={errors.verified_on?.message} />
      </fieldset>
      <LinksEditor form={form} name="links_for_professionals" label="Links for professionals" />
      <LinksEditor form={form} name="additional_links" label="Additional links" />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          Aggregator content (files per catalogue; -1 means available, count unknown)
        </legend>
        <div className="grid gap-3 sm:grid-cols-4">
          {aggregators.map((name) => {
            const message = errors.aggregator_content?.[name]?.message
            return (
              <div key={name} className="grid gap-1">
                <Label htmlFor={`m-agg-${name}`}>{aggregatorLabels[name].name}</Label>
                <Input
                  id={`m-agg-${name}`}
                  type="number"
                  step={1}
                  {...invalidProps(`m-agg-${name}-error`, message)}
                  {...form.register(`aggregator_content.${name}`, { valueAsNumber: true })}
                />
                <FieldError id={`m-agg-${name}-error`} message={message} />
              </div>
            )
          })}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="m-data">Data (JSON object)</Label>
        <Textarea
          id="m-data"
          rows={4}
          className="font-mono text-xs"
          placeholder='{"key": "value"}'
          {...invalidProps('m-data-error', errors.data?.message)}
          {...form.register('data')}
        />
        <FieldError id="m-data-error" message={errors.data?.message} />
      </div>
    </div>
  )
}
