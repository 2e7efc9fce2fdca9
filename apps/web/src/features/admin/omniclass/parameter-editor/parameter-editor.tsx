import { Plus } from 'lucide-react'
import { useState, type Dispatch } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { ColumnEditor } from './column-editor'
import type { EditorAction, EditorState } from './parameter-editor-state'

/** Add, rename, reorder and remove a table's parameters (columns) and their values. */
export function ParameterEditor({
  state,
  dispatch,
}: {
  state: EditorState
  dispatch: Dispatch<EditorAction>
}) {
  const [name, setName] = useState('')

  function addColumn() {
    if (!name.trim()) return
    dispatch({ type: 'addColumn', name })
    setName('')
  }

  return (
    <section className="space-y-3" aria-labelledby="parameters-heading">
      <h2 id="parameters-heading" className="text-lg font-semibold">
        Parameters ({state.columns.length})
      </h2>
      <ol className="grid items-start gap-3 xl:grid-cols-2">
        {state.columns.map((column, index) => (
          <ColumnEditor
            key={column.id}
            column={column}
            index={index}
            count={state.columns.length}
            dispatch={dispatch}
          />
        ))}
      </ol>
      <div className="flex gap-2">
        <Input
          aria-label="New column name"
          placeholder="New parameter, e.g. Fire Rating"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              addColumn()
            }
          }}
        />
        <Button type="button" variant="outline" onClick={addColumn} disabled={!name.trim()}>
          <Plus aria-hidden="true" />
          Add column
        </Button>
      </div>
    </section>
  )
}
