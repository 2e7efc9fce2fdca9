import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = {
  parameter: string
  confirmedValue: string | null
  onConfirm: (value: string) => void
  onClear: () => void
}

/**
 * Spec §2, §4, §5: a custom value is unconfirmed (editable) or confirmed (locked, with a clear button);
 * the checkbox is disabled while the input is empty, and Enter confirms.
 */
export function CustomValue({ parameter, confirmedValue, onConfirm, onClear }: Props) {
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const checkId = useId()
  const confirmed = confirmedValue !== null
  const shown = confirmed ? confirmedValue : draft
  const confirm = () => draft.trim() && onConfirm(draft.trim())

  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <Label htmlFor={inputId}>Custom Value</Label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          value={shown}
          readOnly={confirmed}
          aria-readonly={confirmed}
          placeholder={`Another value for ${parameter}`}
          className={confirmed ? 'bg-yellow-50' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !confirmed) {
              event.preventDefault()
              confirm()
            }
          }}
        />
        <Checkbox
          id={checkId}
          aria-label="Confirm custom value"
          checked={confirmed}
          disabled={!confirmed && draft.trim() === ''}
          onCheckedChange={(checked) => (checked ? confirm() : onClear())}
        />
        {confirmed && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear custom value"
            onClick={() => {
              setDraft('')
              onClear()
            }}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  )
}
