import { useState, type FormEvent } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DraftError, type ManufacturerDraft } from '../lib/manufacturer-draft'
import { ManufacturerFields } from './manufacturer-fields'

type Props = {
  initial: ManufacturerDraft
  submitText: string
  onSubmit: (draft: ManufacturerDraft) => Promise<void>
}

/** The manufacturer's typed fields with one submit; a draft that cannot be sent says why beside the button. */
export function ManufacturerForm({ initial, submitText, onSubmit }: Props) {
  const [draft, setDraft] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(draft)
    } catch (error) {
      if (error instanceof DraftError) setProblem(error.message)
      else throw error
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="space-y-6" onSubmit={submit}>
      <ManufacturerFields draft={draft} onChange={(change) => setDraft((d) => ({ ...d, ...change }))} />
      {problem && (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitText}
        </Button>
      </div>
    </form>
  )
}
