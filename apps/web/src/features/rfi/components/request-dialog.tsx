import { useEffect, useState, type FormEvent } from 'react'
import type { SelectedValue } from '@scout/shared/schemas/omniclass'
import { RfiRequestSchema } from '@scout/shared/schemas/rfi'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { reasonOf } from '@/lib/api-client'
import { sendRequest } from '../api/send-request'
import { useDraft } from '../hooks/use-draft'
import { checkAttachments, readAsBase64 } from '../lib/attachments'
import { clearUnsentRequest, loadUnsentRequest, saveUnsentRequest } from '../lib/unsent-request'
import { AttachmentPicker } from './attachment-picker'
import { DraftNotice } from './draft-notice'
import { DocumentCategories, type DocumentCategory } from './document-categories'
import { RequestFields } from './request-fields'

export type RequestDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  omniclass: string
  parameters: SelectedValue[]
  manufacturerTitles: string[]
  defaultName: string
  defaultEmail: string
}

/** The RFI dialog (spec §2, §4, §5; decisions.md §5 departures 2 and 3). */
export function RequestDialog({
  open,
  onOpenChange,
  omniclass,
  parameters,
  manufacturerTitles,
  defaultName,
  defaultEmail,
}: RequestDialogProps) {
  // a request this account typed here and did not send (its session ended mid-request) comes back as it was
  const [kept] = useState(() => loadUnsentRequest(defaultEmail, omniclass, manufacturerTitles))
  const [name, setName] = useState(kept?.name ?? defaultName)
  const [email, setEmail] = useState(kept?.email ?? defaultEmail)
  const [content, setContent] = useState(kept?.content ?? '')
  const [categories, setCategories] = useState<DocumentCategory[]>(
    (kept?.categories as DocumentCategory[] | undefined) ?? [],
  )
  const [files, setFiles] = useState<File[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const sending = progress !== null
  const draft = useDraft({
    open,
    omniclass,
    parameters,
    categories,
    userName: name,
    manufacturerTitles,
    content,
    onDraft: setContent,
  })

  // the professional's own text is kept in the tab until it is sent; a draft nobody touched is not worth keeping
  useEffect(() => {
    if (draft.edited)
      saveUnsentRequest({
        account: defaultEmail,
        omniclass,
        recipients: manufacturerTitles,
        name,
        email,
        content,
        categories,
        open,
      })
    else clearUnsentRequest({ account: defaultEmail, omniclass, recipients: manufacturerTitles })
  }, [draft.edited, defaultEmail, omniclass, manufacturerTitles, name, email, content, categories, open])

  const request = {
    query: { omniclass, parameters },
    manufacturer_titles: manufacturerTitles,
    email_content: content,
    user_email: email.trim(),
    user_name: name,
    fileRequests: [],
    document_categories: categories,
  }
  // departure 2: enabled when the form is valid and at least one manufacturer is chosen (the same schema the server checks)
  const isValid = RfiRequestSchema.safeParse(request).success && checkAttachments(files) === null

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!isValid || sending) return
    setProgress(0)
    try {
      const fileRequests = await Promise.all(
        files.map(async (file) => ({ filename: file.name, content: await readAsBase64(file) })),
      )
      await sendRequest({ ...request, fileRequests }, setProgress)
      toast({
        variant: 'success',
        title: 'Request Sent',
        description: 'Your request has been sent successfully.',
      })
      clearUnsentRequest()
      setContent('')
      setCategories([])
      setFiles([])
      onOpenChange(false)
    } catch (error) {
      // departure 3: the reason in a destructive toast; the dialog and its text stay
      toast({ variant: 'destructive', title: 'The request was not sent', description: reasonOf(error) })
    } finally {
      setProgress(null)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request Product Information</DialogTitle>
          <DialogDescription>
            {omniclass}
            {parameters.length > 0 && ` (${parameters.map((p) => `${p.name}: ${p.value}`).join('; ')})`}. To:{' '}
            {manufacturerTitles.join(', ') || 'no manufacturer selected'}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} aria-busy={sending}>
          <RequestFields
            name={name}
            email={email}
            content={content}
            drafting={draft.drafting}
            disabled={sending}
            onNameChange={setName}
            onEmailChange={setEmail}
            onContentChange={setContent}
          />
          {kept && (
            <p role="status" className="text-muted-foreground text-sm">
              Your unsent request is as you left it{files.length === 0 ? '; attach any files again' : ''}.
            </p>
          )}
          <DraftNotice
            offer={draft.offer}
            canUndo={draft.canUndo}
            disabled={sending}
            onAccept={draft.acceptOffer}
            onDismiss={draft.dismissOffer}
            onUndo={draft.undo}
          />
          <DocumentCategories value={categories} onChange={setCategories} disabled={sending} />
          <AttachmentPicker files={files} onChange={setFiles} disabled={sending} />
          {sending && (
            <div className="grid gap-1">
              <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
              <p className="text-muted-foreground text-xs" aria-live="polite">
                Sending… {Math.round(progress * 100)}%
              </p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isValid || sending}>
              Send Request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
