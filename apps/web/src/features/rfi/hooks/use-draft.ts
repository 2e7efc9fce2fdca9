import { useEffect, useEffectEvent, useState } from 'react'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { generateDraft } from '../api/generate-draft'

type Options = {
  open: boolean
  omniclass: string
  parameters: SelectedValue[]
  categories: string[]
  userName: string
  manufacturerTitles: string[]
  /** the text in the box now */
  content: string
  onDraft: (text: string) => void
}

/**
 * Spec §4: the e-mail draft is regenerated whenever the document categories change, and written when the
 * dialog first opens with no text, never while it is closed. Nothing typed is lost (decision record 014):
 * a new draft replaces the text only while it is the last draft (or empty); once edited, the new draft is
 * offered instead, and taking it can be undone.
 */
export function useDraft({
  open,
  omniclass,
  parameters,
  categories,
  userName,
  manufacturerTitles,
  content,
  onDraft,
}: Options) {
  const [drafting, setDrafting] = useState(false)
  const [draftedFor, setDraftedFor] = useState<string | null>(null)
  const [generated, setGenerated] = useState<string | null>(null)
  const [offer, setOffer] = useState<string | null>(null)
  const [undoText, setUndoText] = useState<string | null>(null)
  const key = JSON.stringify([omniclass, parameters, categories, manufacturerTitles])
  const untouched = content.trim() === '' || content === generated

  // userName is read, not watched: typing a name must not write a new draft
  const request = useEffectEvent((signal: AbortSignal) =>
    generateDraft({ omniclass, parameters, fileRequests: categories, userName, manufacturerTitles }, signal),
  )
  const arrive = useEffectEvent((text: string, forKey: string) => {
    setDraftedFor(forKey)
    if (untouched) {
      onDraft(text)
      setGenerated(text)
      setOffer(null)
      setUndoText(null)
    } else if (text !== content) setOffer(text)
  })

  useEffect(() => {
    if (!open || draftedFor === key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setDrafting(true)
      request(controller.signal)
        .then((text) => arrive(text, key))
        // a failed draft leaves the text as it is; the professional can still write their own
        .catch(() => !controller.signal.aborted && setDraftedFor(key))
        .finally(() => setDrafting(false))
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
      setDrafting(false)
    }
  }, [open, key, draftedFor])

  return {
    drafting,
    /** the text is the professional's own, not the last draft (nor empty) */
    edited: !untouched,
    /** a newer draft, held back because the text was edited */
    offer,
    acceptOffer() {
      if (offer === null) return
      setUndoText(content)
      onDraft(offer)
      setGenerated(offer)
      setOffer(null)
    },
    dismissOffer: () => setOffer(null),
    /** the edited text the last accepted draft replaced, while that draft is still untouched */
    canUndo: undoText !== null && content === generated,
    undo() {
      if (undoText === null) return
      onDraft(undoText)
      setUndoText(null)
    },
  }
}
