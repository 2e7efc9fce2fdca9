import { Controller, useForm } from 'react-hook-form'
import { InviteRequestSchema } from '@scout/shared/schemas/auth'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { zodResolver } from '@/lib/zod-resolver'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { inviteUser } from '../api/users'

const InviteFormSchema = InviteRequestSchema.pick({ email: true, role: true })
type InviteValues = { email: string; role?: 'admin' | 'professional' }

/** Invites an e-mail address; the link in the mail is valid for 7 days (decisions.md §2). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const form = useForm<InviteValues>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', role: 'professional' },
  })
  const emailError = form.formState.errors.email?.message

  const submit = form.handleSubmit(async ({ email, role }) => {
    try {
      await inviteUser(email, role ?? 'professional')
      notifySuccess('Invitation sent', `${email} will receive a link valid for 7 days.`)
      form.reset({ email: '', role })
      onInvited()
    } catch (error) {
      notifyFailure(`Could not invite ${email}`, error)
    }
  })

  return (
    <form
      noValidate
      className="grid items-start gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_12rem_auto]"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor="invite-email">E-mail address</Label>
        <Input
          id="invite-email"
          type="email"
          placeholder="colleague@firm.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'invite-email-error' : undefined}
          {...form.register('email', { setValueAs: (value: string) => value.trim() })}
        />
        {emailError && (
          <p id="invite-email-error" className="text-destructive text-sm">
            {emailError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="invite-role">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="professional">Professional</SelectItem>
                <SelectItem value="admin">Administrator</SelectItem>
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <Button type="submit" className="sm:mt-8" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  )
}
