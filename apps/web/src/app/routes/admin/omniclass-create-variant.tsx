import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { AdminPage } from '@/features/admin/components/admin-page'
import { SearchableDropdown, useDropdownOptions } from '@/features/admin/components/searchable-dropdown'
import { adminPaths } from '@/features/admin/lib/admin-paths'
import { notifyFailure, notifySuccess } from '@/features/admin/lib/notify'
import { ManufacturerPicker } from '@/features/admin/manufacturers/components/manufacturer-picker'
import { getOmniclass } from '@/features/admin/omniclass/api/get-omniclass'
import { omniclassListQuery, type AdminOmniclassRow } from '@/features/admin/omniclass/api/list-omniclasses'
import { createVariant } from '@/features/admin/omniclass/api/variants'
import { createOmniclass } from '@/features/admin/omniclass/api/write-omniclass'

type Kind = 'manufacturer' | 'table'
const labelOf = (t: AdminOmniclassRow) => [t.number, t.name].filter(Boolean).join(' ')
// a manufacturer's variant names itself in the table's manufacturer column
const brandColumn = /manufacturer|brand/i

/** A manufacturer's own variant of a table, or a new table that starts from an existing one's parameters. */
export function Component() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const tables = useDropdownOptions(omniclassListQuery('all'))
  const [base, setBase] = useState<string | null>(params.get('omniclass'))
  const [kind, setKind] = useState<Kind>('manufacturer')
  const [manufacturer, setManufacturer] = useState<string | null>(params.get('manufacturer'))
  const [newName, setNewName] = useState('')
  const [newNumber, setNewNumber] = useState('')
  const [busy, setBusy] = useState(false)
  const ready = base && (kind === 'manufacturer' ? manufacturer : newName.trim())

  async function create(event: FormEvent) {
    event.preventDefault()
    if (!base || !ready) return
    setBusy(true)
    try {
      const table = await getOmniclass(base)
      if (kind === 'manufacturer' && manufacturer) {
        const parameters = table.parameters.map((p) =>
          brandColumn.test(p.name) ? { name: p.name, values: [manufacturer] } : p,
        )
        await createVariant({ omniclass_name: table.name, manufacturer_title: manufacturer, parameters })
        notifySuccess('Variant created', `${manufacturer} now has its own ${table.name}.`)
        navigate(adminPaths.omniclassEditBy(table.name, manufacturer))
      } else {
        await createOmniclass({
          name: newName.trim(),
          number: newNumber.trim() || null,
          parameters: table.parameters,
          reviewed: false,
        })
        notifySuccess('Table created', `${newName.trim()} starts from ${table.name}'s parameters.`)
        navigate(adminPaths.omniclassEdit(newName.trim()))
      }
    } catch (error) {
      notifyFailure('Could not create the variant', error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminPage
      title="Create variant"
      description="Start from an existing table: give a manufacturer its own parameters, or make a new table."
    >
      <form className="space-y-6" onSubmit={create}>
        <div className="grid gap-2">
          <span className="text-sm font-medium">Table to start from</span>
          <SearchableDropdown
            options={tables}
            getKey={(t) => t.name}
            getLabel={labelOf}
            getSearchTexts={(t) => [t.name, t.number]}
            label="Table to start from"
            placeholder="Search a table by number or name"
            initialText={base ?? ''}
            showSearchButton={false}
            onSelect={(t) => setBase(t?.name ?? null)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">What to create</legend>
          {(
            [
              ['manufacturer', "A manufacturer's variant of this table"],
              ['table', 'A new table with these parameters'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {text}
            </label>
          ))}
        </fieldset>
        {kind === 'manufacturer' ? (
          <div className="grid gap-2">
            <span className="text-sm font-medium">Manufacturer</span>
            <ManufacturerPicker
              label="Manufacturer"
              initialText={manufacturer ?? ''}
              onPick={(m) => setManufacturer(m?.title ?? null)}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <div className="grid gap-2">
              <Label htmlFor="new-name">New table name</Label>
              <Input
                id="new-name"
                value={newName}
                maxLength={300}
                onChange={(e) => setNewName(e.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="new-number">Number (optional)</Label>
              <Input
                id="new-number"
                value={newNumber}
                placeholder="23-17 11 00"
                onChange={(e) => setNewNumber(e.target.value)}
              />
            </div>
          </div>
        )}
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Creating…' : 'Create variant'}
        </Button>
      </form>
    </AdminPage>
  )
}
