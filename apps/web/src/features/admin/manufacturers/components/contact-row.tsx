import { useState, type FormEvent } from 'react'
import type { Contact, ContactWrite } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
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

type Props = {
  initial: Values
  label: string
  submitText: string
  onSubmit: (contact: ContactWrite) => Promise<void>
  onDelete?: () => Promise<void>
}

/** One contact's fields in a row; the same row adds a new contact. */
export function ContactRow({ initial, label, submitText, onSubmit, onDelete }: Props) {
  const [values, setValues] = useState(initial)
  const [busy, setBusy] = useState(false)
  const dirty = fields.some(([f]) => values[f] !== initial[f])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await onSubmit(toWrite(values))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="grid gap-2 rounded-md border p-3 sm:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      onSubmit={submit}
      aria-label={label}
      data-testid="contact-row"
    >
      {fields.map(([field, placeholder, type]) => (
        <Input
          key={field}
          aria-label={`${label}: ${placeholder}`}
          placeholder={placeholder}
          type={type}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        />
      ))}
      <div className="flex gap-1">
        <Button type="submit" size="sm" className="h-10" disabled={busy || !dirty}>
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
    </form>
  )
}
