import { Plus, X } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import type { ManufacturerWrite } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import type { ManufacturerDraft } from '../lib/manufacturer-draft'

type Props = {
  form: UseFormReturn<ManufacturerDraft, unknown, ManufacturerWrite>
  name: 'links_for_professionals' | 'additional_links'
  label: string
}

/** A list of titled links: each row a title and an address; rows left blank are dropped on save. */
export function LinksEditor({ form, name, label }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name })
  const errors = form.formState.errors[name]
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {fields.map((field, index) => {
        const rowErrors = errors?.[index]
        const errorId = `${name}-${index}-error`
        const message = rowErrors?.title?.message ?? rowErrors?.url?.message
        return (
          <div key={field.id} className="space-y-1">
            <div className="flex gap-2">
              <Input
                aria-label={`${label} ${index + 1} title`}
                placeholder="Title"
                {...invalidProps(errorId, rowErrors?.title?.message)}
                {...form.register(`${name}.${index}.title`)}
              />
              <Input
                aria-label={`${label} ${index + 1} address`}
                placeholder="https://"
                type="url"
                {...invalidProps(errorId, rowErrors?.url?.message)}
                {...form.register(`${name}.${index}.url`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${label} ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={errorId} message={message} />
          </div>
        )
      })}
      <FieldError id={`${name}-error`} message={errors?.message ?? errors?.root?.message} />
      <Button type="button" variant="outline" size="sm" onClick={() => append({ title: '', url: '' })}>
        <Plus aria-hidden="true" />
        Add a link
      </Button>
    </fieldset>
  )
}
