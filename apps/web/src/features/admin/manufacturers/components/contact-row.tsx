import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { ContactWriteSchema, type Contact, type ContactWrite } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { zodResolver } from '@/lib/zod-resolver'
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog'

const fields = [
  ['first_name', 'First name', 'text'],
  ['last_name', 'Last name', 'text'],
  ['title', 'Job title', 'text'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Phone', 'tel'],
] as const
type Field = (typeof fields)[number][0]
type Values = Record<Field, string>

export const blankContact: Values = { first_name: '', last_name: '', title: '', email: '', phone: '' }
export const toValues = (c: Contact): Values => ({
  first_name: c.first_name ?? '',
  last_name: c.last_name ?? '',
  title: c.title ?? '',
  email: c.email ?? '',
  phone: c.phone ?? '',
})
const toWrite = (v: Values): ContactWrite =>
  Object.fromEntries(fields.map(([f]) => [f, v[f].trim() || null])) as ContactWrite
// empty boxes are sent as null, then checked as the server checks them (the only source of limits and messages)
const ContactFormSchema = z.custom<Values>().transform(toWrite).pipe(ContactWriteSchema)

type Props = {
  initial: Values
  label: string
  submitText: string
  onSubmit: (contact: ContactWrite) => Promise<void>
  onDelete?: () => Promise<void>
}

/** One contact's fields in a row; the same row adds a new contact. */
export function ContactRow({ initial, label, submitText, onSubmit, onDelete }: Props) {
  const form = useForm<Values, unknown, ContactWrite>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: initial,
  })
  const { errors, isSubmitting } = form.formState
  // against the saved contact (the prop follows each save), so a saved row reads as unchanged again
  const values = useWatch({ control: form.control })
  const dirty = fields.some(([f]) => values[f] !== initial[f])
  const problems = fields.flatMap(([field, name]) => {
    const message = errors[field]?.message
    return message ? [`${name}: ${message}`] : []
  })
  const errorId = `${label.replace(/\W+/g, '-')}-errors`
  const submit = form.handleSubmit(onSubmit)

  return (
    <form
      noValidate
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      onSubmit={(event) => void submit(event)}
      aria-label={label}
      data-testid="contact-row"
    >
      {fields.map(([field, placeholder, type]) => (
        <Input
          key={field}
          aria-label={`${label}: ${placeholder}`}
          placeholder={placeholder}
          type={type}
          {...(errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          {...form.register(field)}
        />
      ))}
      <div className="flex gap-1">
        <Button type="submit" size="sm" className="h-10" disabled={isSubmitting || !dirty}>
          {submitText}
        </Button>
        {onDelete && (
          <ConfirmDeleteDialog
            subject={
              <strong>
                the contact{' '}
                {[initial.first_name, initial.last_name].filter(Boolean).join(' ') || initial.email}
              </strong>
            }
            onConfirm={onDelete}
            iconLabel={`Delete ${label}`}
          />
        )}
      </div>
      {problems.length > 0 && (
        <p id={errorId} className="text-destructive text-sm sm:col-span-6">
          {problems.join(' · ')}
        </p>
      )}
    </form>
  )
}
