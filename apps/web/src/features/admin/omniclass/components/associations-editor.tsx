import { X } from 'lucide-react'
import type { Dispatch } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ManufacturerPicker } from '../../manufacturers/components/manufacturer-picker'
import { adminPaths } from '../../lib/admin-paths'
import type { EditorAction } from '../parameter-editor/parameter-editor-state'

/** The manufacturers associated with a table: added by search, removed one by one, saved with the table. */
export function AssociationsEditor({
  titles,
  dispatch,
}: {
  titles: string[]
  dispatch: Dispatch<EditorAction>
}) {
  return (
    <section className="space-y-3" aria-labelledby="associations-heading">
      <h2 id="associations-heading" className="text-lg font-semibold">
        Manufacturers ({titles.length})
      </h2>
      <ManufacturerPicker
        label="Add a manufacturer"
        clearOnSelect
        onPick={(m) => m && dispatch({ type: 'addManufacturer', title: m.title })}
      />
      {titles.length === 0 ? (
        <p className="text-muted-foreground text-sm">No manufacturer is associated with this table.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Associated manufacturers">
          {titles.map((title) => (
            <li key={title} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
              <Link to={adminPaths.manufacturer(title)} className="hover:underline">
                {title}
              </Link>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={`Remove ${title}`}
                onClick={() => dispatch({ type: 'removeManufacturer', title })}
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
