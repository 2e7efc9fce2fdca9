import { useEffect, useState } from 'react'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { generateDraft } from '../api/generate-draft'

type Options = {
  open: boolean
  omniclass: string
  parameters: SelectedValue[]
  categories: string[]
  userName: string
  manufacturerTitles: string[]
  onDraft: (text: string) => void
}

/**
 * Spec §4: the e-mail draft is regenerated whenever the document categories change. It is also written
 * when the dialog first opens with no text, and never while it is closed.
 */
export function useDraft({
  open,
  omniclass,
  parameters,
  categories,
  userName,
  manufacturerTitles,
  onDraft,
}: Options) {
  const [drafting, setDrafting] = useState(false)
  const [draftedFor, setDraftedFor] = useState<string | null>(null)
  const key = JSON.stringify([omniclass, parameters, categories, manufacturerTitles])

  useEffect(() => {
    if (!open || draftedFor === key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setDrafting(true)
      generateDraft(
        { omniclass, parameters, fileRequests: categories, userName, manufacturerTitles },
        controller.signal,
      )
        .then((text) => {
          onDraft(text)
          setDraftedFor(key)
        })
        // a failed draft leaves the text as it is; the professional can still write their own
        .catch(() => !controller.signal.aborted && setDraftedFor(key))
        .finally(() => setDrafting(false))
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
      setDrafting(false)
    }
    // userName is read, not watched: typing a name must not overwrite the text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key, draftedFor])

  return { drafting }
}
