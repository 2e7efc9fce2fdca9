import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { MakerRequestFormSchema, type MakerRequestForm } from '@scout/shared/schemas/maker-request'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { zodResolver } from '@/lib/zod-resolver'
import type { useMakerRequest } from '../hooks/use-maker-request'

export const noMakersHeading = 'No manufacturer in Scout makes this yet'
export const askButtonText = 'Ask Scout to find makers'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

type Props = {
  /** what useMakerRequest answers for the table */
  maker: ReturnType<typeof useMakerRequest>
  /** no makers of similar products either: the panel says so under its own heading */
  alone: boolean
}

/**
 * Issue 27's last resort (decision 018): a table with no manufacturer of its own, and often no makers of
 * similar products, still has someone to ask: Scout's staff, who curate manufacturers and e-mail back once
 * they have listed some.
 */
export function MakerRequestPanel({ maker, alone }: Props) {
  const id = useId()
  const status = useRef<HTMLParagraphElement>(null)
  // the button that had focus is gone once asked: focus goes to what replaced it
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    if (asked) status.current?.focus()
  }, [asked])
  const form = useForm<MakerRequestForm>({
    resolver: zodResolver(MakerRequestFormSchema),
    defaultValues: { note: '' },
  })
  if (!maker.offered) return null
  const noteError = form.formState.errors.note?.message
  const submit = form.handleSubmit(async ({ note }) => {
    // the error is shown from the hook's state; the form stays as written for another try
    await maker.ask(note).then(
      () => setAsked(true),
      () => {},
    )
  })

  return (
    <div className={alone ? 'mt-4 border-t pt-3' : 'mt-4'} data-testid="maker-request">
      {alone && (
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {noMakersHeading}
        </h3>
      )}
      {maker.request ? (
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className="text-sm outline-none"
          data-testid="maker-request-asked"
        >
          Asked on {dateFormat.format(new Date(maker.request.requested_at))}. We will e-mail you at{' '}
          <span className="font-medium break-all">{maker.request.email}</span> when manufacturers are listed.
        </p>
      ) : (
        <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
          <p className="text-muted-foreground text-sm">
            Scout&apos;s team can look for manufacturers of this product and e-mail you when they are listed.
          </p>
          <Label htmlFor={`${id}-note`}>What should they look for? (optional)</Label>
          <Textarea
            id={`${id}-note`}
            rows={2}
            className="min-h-16"
            placeholder="e.g. sizes, standards or a region"
            {...invalidProps(`${id}-note-error`, noteError)}
            {...form.register('note')}
          />
          <FieldError id={`${id}-note-error`} message={noteError} />
          {maker.error && (
            <p role="alert" className="text-destructive text-sm">
              Could not ask Scout: {maker.error}
            </p>
          )}
          <Button type="submit" variant="outline" className="justify-self-start" disabled={maker.asking}>
            {maker.asking ? 'Asking…' : askButtonText}
          </Button>
        </form>
      )}
    </div>
  )
}
