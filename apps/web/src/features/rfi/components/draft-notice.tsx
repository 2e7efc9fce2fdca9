import { Button } from '@/components/ui/button'

type Props = {
  offer: string | null
  canUndo: boolean
  disabled: boolean
  onAccept: () => void
  onDismiss: () => void
  onUndo: () => void
}

/** Offers a newer draft instead of overwriting edited text, and undoes taking it. */
export function DraftNotice({ offer, canUndo, disabled, onAccept, onDismiss, onUndo }: Props) {
  if (offer === null && !canUndo) return null
  return (
    <div
      role="status"
      className="bg-muted/50 flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
    >
      {offer !== null ? (
        <>
          <span>A new draft matches your choices. Your edited text is kept until you take it.</span>
          <span className="flex gap-2">
            <Button type="button" size="sm" disabled={disabled} onClick={onAccept}>
              Update the e-mail
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={onDismiss}>
              Keep my text
            </Button>
          </span>
        </>
      ) : (
        <>
          <span>The e-mail was replaced with the new draft.</span>
          <Button type="button" size="sm" variant="outline" disabled={disabled} onClick={onUndo}>
            Undo
          </Button>
        </>
      )}
    </div>
  )
}
