import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react'
import { useState, type Dispatch } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { EditorAction, EditorColumn } from './parameter-editor-state'

type Props = { column: EditorColumn; index: number; count: number; dispatch: Dispatch<EditorAction> }

/** One parameter: its name, its values in order, and the buttons that move or remove them. */
export function ColumnEditor({ column, index, count, dispatch }: Props) {
  const [draft, setDraft] = useState('')
  const label = column.name.trim() || `column ${index + 1}`

  function addValue() {
    if (!draft.trim()) return
    dispatch({ type: 'addValue', column: index, text: draft })
    setDraft('')
  }

  return (
    <li className="space-y-3 rounded-lg border p-3" data-testid="parameter-column">
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground w-6 text-right text-xs">{index + 1}</span>
        <Input
          aria-label={`Column ${index + 1} name`}
          value={column.name}
          placeholder="Parameter name"
          className="font-medium"
          onChange={(event) => dispatch({ type: 'renameColumn', column: index, name: event.target.value })}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move column ${label} up`}
          disabled={index === 0}
          onClick={() => dispatch({ type: 'moveColumn', from: index, to: index - 1 })}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move column ${label} down`}
          disabled={index === count - 1}
          onClick={() => dispatch({ type: 'moveColumn', from: index, to: index + 1 })}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove column ${label}`}
          className="text-destructive"
          onClick={() => dispatch({ type: 'removeColumn', column: index })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ol className="ml-8 space-y-1" aria-label={`Values of ${label}`}>
        {column.values.map((value, v) => (
          <li key={value.id} className="flex items-center gap-1">
            <Input
              aria-label={`${label} value ${v + 1}`}
              value={value.text}
              className="h-8"
              onChange={(event) =>
                dispatch({ type: 'editValue', column: index, value: v, text: event.target.value })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move value ${value.text} up`}
              disabled={v === 0}
              onClick={() => dispatch({ type: 'moveValue', column: index, from: v, to: v - 1 })}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Move value ${value.text} down`}
              disabled={v === column.values.length - 1}
              onClick={() => dispatch({ type: 'moveValue', column: index, from: v, to: v + 1 })}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-destructive size-8"
              aria-label={`Remove value ${value.text}`}
              onClick={() => dispatch({ type: 'removeValue', column: index, value: v })}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
        <li className="flex items-center gap-1 pt-1">
          <Input
            aria-label={`New value for ${label}`}
            placeholder="Add a value and press Enter"
            value={draft}
            className="h-8"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                addValue()
              }
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-8"
            onClick={addValue}
            disabled={!draft.trim()}
          >
            <Plus aria-hidden="true" />
            Add value
          </Button>
        </li>
      </ol>
    </li>
  )
}
