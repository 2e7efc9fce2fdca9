import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { RfiRequestSchema } from '@scout/shared/schemas/rfi'

// the limits come from the schema the server checks, never copied here
const limits = {
  name: RfiRequestSchema.shape.user_name.maxLength ?? undefined,
  email: RfiRequestSchema.shape.user_email.maxLength ?? undefined,
  content: RfiRequestSchema.shape.email_content.maxLength ?? undefined,
}

type Props = {
  name: string
  email: string
  content: string
  drafting: boolean
  disabled: boolean
  onNameChange: (value: string) => void
  onEmailChange: (value: string) => void
  onContentChange: (value: string) => void
}

/** Spec §5: name, return e-mail (e-mail type) and e-mail content are all required. */
export function RequestFields(props: Props) {
  const id = useId()
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            required
            autoComplete="name"
            maxLength={limits.name}
            value={props.name}
            disabled={props.disabled}
            onChange={(event) => props.onNameChange(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Return e-mail</Label>
          <Input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            maxLength={limits.email}
            value={props.email}
            disabled={props.disabled}
            onChange={(event) => props.onEmailChange(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-content`}>E-mail content</Label>
          <span role="status" className="text-muted-foreground text-xs">
            {props.drafting ? 'Writing a draft…' : ''}
          </span>
        </div>
        <Textarea
          id={`${id}-content`}
          required
          rows={10}
          maxLength={limits.content}
          value={props.content}
          disabled={props.disabled}
          onChange={(event) => props.onContentChange(event.target.value)}
        />
      </div>
    </>
  )
}
