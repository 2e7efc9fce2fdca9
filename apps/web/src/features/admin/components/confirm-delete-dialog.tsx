import { useState, type ReactNode } from 'react'
import { Trash2 } from 'lucide-react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

type Props = {
  /** what is deleted, as the sentence names it: "the omniclass Doors" */
  subject: ReactNode
  onConfirm: () => Promise<void> | void
  /** the accessible name of a compact trash-icon trigger ("Delete Doors"); without it, a "Delete" button */
  iconLabel?: string
}

/** Spec §2: every admin delete asks first, with these words and the buttons Cancel and Delete. */
export function ConfirmDeleteDialog({ subject, onConfirm, iconLabel }: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        {iconLabel ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={iconLabel}
            className="text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          <Button type="button" variant="destructive">
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete {subject} from the database.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              // keep the dialog until the delete has answered
              event.preventDefault()
              void confirm()
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
