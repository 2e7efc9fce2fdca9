import { useForm } from 'react-hook-form'
import type { ManufacturerWrite } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { zodResolver } from '@/lib/zod-resolver'
import { dropBlankLinks, ManufacturerFormSchema, type ManufacturerDraft } from '../lib/manufacturer-draft'
import { ManufacturerFields } from './manufacturer-fields'

type Props = {
  initial: ManufacturerDraft
  submitText: string
  /** called only with a manufacturer the shared schema accepts; the draft is for pages that send only changes */
  onSubmit: (manufacturer: ManufacturerWrite, draft: ManufacturerDraft) => Promise<void>
}

/**
 * The manufacturer's typed fields with one submit. The shared `ManufacturerWriteSchema` (the server's) is the only
 * source of limits and messages; each message shows beside its field.
 */
export function ManufacturerForm({ initial, submitText, onSubmit }: Props) {
  const form = useForm<ManufacturerDraft, unknown, ManufacturerWrite>({
    resolver: zodResolver(ManufacturerFormSchema),
    defaultValues: initial,
  })
  const { isSubmitting } = form.formState
  const submit = form.handleSubmit((manufacturer) => onSubmit(manufacturer, form.getValues()))

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        // blank link rows are dropped before the check, so a message names the row it is about
        for (const field of ['links_for_professionals', 'additional_links'] as const)
          form.setValue(field, dropBlankLinks(form.getValues(field)))
        void submit(event)
      }}
    >
      <ManufacturerFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitText}
        </Button>
      </div>
    </form>
  )
}
