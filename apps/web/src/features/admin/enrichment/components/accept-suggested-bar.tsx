import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { acceptSuggested } from '../api/enrichment'

type Props = {
  /** the chosen tables with suggested parameters, and every such table the list shows */
  selected: string[]
  shown: string[]
  onAccepted: (names: string[]) => void
}

/** Issue 27: suggested parameters accepted as they are, for the chosen tables or every one shown. */
export function AcceptSuggestedBar({ selected, shown, onAccepted }: Props) {
  const [busy, setBusy] = useState(false)
  if (shown.length === 0) return null

  async function accept(names: string[]) {
    setBusy(true)
    try {
      const { accepted } = await acceptSuggested(names)
      notifySuccess(`Accepted the suggested parameters of ${accepted} table${accepted === 1 ? '' : 's'}`)
      onAccepted(names)
    } catch (error) {
      notifyFailure('Could not accept the suggested parameters', error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border p-3" data-testid="accept-suggested">
      <p className="text-muted-foreground mr-auto text-sm">
        {shown.length} table{shown.length === 1 ? ' has' : 's have'} suggested parameters awaiting review:
        accept them as they are, or open one to edit it.
      </p>
      <Button variant="secondary" disabled={busy || selected.length === 0} onClick={() => accept(selected)}>
        Accept selected ({selected.length})
      </Button>
      <Button disabled={busy} onClick={() => accept(shown)}>
        Accept all shown ({shown.length})
      </Button>
    </div>
  )
}
