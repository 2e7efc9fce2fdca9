import { X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { OmniclassRef } from '@scout/shared/schemas/omniclass'
import { Button } from '@/components/ui/button'
import { SearchableDropdown, useDropdownOptions } from '../../components/searchable-dropdown'
import { adminPaths } from '../../lib/admin-paths'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { omniclassListQuery } from '../../omniclass/api/list-omniclasses'
import { setManufacturerOmniclasses } from '../api/manufacturers'

const labelOf = (t: OmniclassRef) => [t.number, t.name].filter(Boolean).join(' ')

/** The tables a manufacturer is associated with; the list is saved as a whole. */
export function ManufacturerOmniclassesEditor({
  title,
  initial,
  onSaved,
}: {
  title: string
  initial: OmniclassRef[]
  onSaved: (tables: OmniclassRef[]) => void
}) {
  const tables = useDropdownOptions(omniclassListQuery('all'))
  const [chosen, setChosen] = useState(initial)
  const [busy, setBusy] = useState(false)
  const dirty = JSON.stringify(chosen.map((t) => t.name)) !== JSON.stringify(initial.map((t) => t.name))

  async function save() {
    setBusy(true)
    try {
      await setManufacturerOmniclasses(
        title,
        chosen.map((t) => t.name),
      )
      notifySuccess('Omniclasses saved', `${title} has ${chosen.length} tables.`)
      onSaved(chosen)
    } catch (error) {
      notifyFailure('Could not save the omniclasses', error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="space-y-3" aria-labelledby="m-omniclasses-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="m-omniclasses-heading" className="text-lg font-semibold">
          Omniclasses ({chosen.length})
        </h2>
        <Button size="sm" disabled={!dirty || busy} onClick={() => void save()}>
          Save omniclasses
        </Button>
      </div>
      <SearchableDropdown
        options={tables}
        getKey={(t) => t.name}
        getLabel={labelOf}
        getSearchTexts={(t) => [t.name, t.number]}
        label="Add an omniclass"
        placeholder="Search a table to add"
        showSearchButton={false}
        clearOnSelect
        onSelect={(t) =>
          t &&
          !chosen.some((c) => c.name === t.name) &&
          setChosen((list) => [...list, { number: t.number, name: t.name }])
        }
      />
      {chosen.length === 0 ? (
        <p className="text-muted-foreground text-sm">No associated omniclasses</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2" aria-label="Associated omniclasses">
          {chosen.map((table) => (
            <li
              key={table.name}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1 text-sm"
            >
              <Link
                className="text-primary truncate hover:underline"
                to={adminPaths.omniclassViewBy(table.name, title)}
              >
                {labelOf(table)}
              </Link>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${table.name}`}
                onClick={() => setChosen((list) => list.filter((t) => t.name !== table.name))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
