import type { FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { AuditLogFilter } from '../api/get-audit-log'

const knownEntities = [
  'omniclass',
  'variant',
  'manufacturer',
  'manufacturer_omniclasses',
  'contact',
  'product_image',
  'logo',
  'user',
  'invite',
]

/** Entity, user and date range; applying them starts again at page 1. */
export function LogFilters({
  filter,
  onApply,
}: {
  filter: AuditLogFilter
  onApply: (filter: AuditLogFilter) => void
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (key: string) => String(form.get(key) ?? '').trim() || undefined
    onApply({ entity: text('entity'), user: text('user'), from: text('from'), to: text('to') })
  }

  return (
    // the key resets the uncontrolled fields when the address changes (Back, or Clear)
    <form
      key={JSON.stringify(filter)}
      className="grid items-end gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto]"
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <Label htmlFor="log-entity">Entity</Label>
        <Input
          id="log-entity"
          name="entity"
          list="log-entities"
          defaultValue={filter.entity ?? ''}
          placeholder="Any"
        />
        <datalist id="log-entities">
          {knownEntities.map((entity) => (
            <option key={entity} value={entity} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-user">User</Label>
        <Input id="log-user" name="user" defaultValue={filter.user ?? ''} placeholder="Part of an e-mail" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-from">From</Label>
        <Input id="log-from" name="from" type="date" defaultValue={filter.from ?? ''} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-to">To</Label>
        <Input id="log-to" name="to" type="date" defaultValue={filter.to ?? ''} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          Clear
        </Button>
      </div>
    </form>
  )
}
