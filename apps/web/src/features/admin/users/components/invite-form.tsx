import { useState, type FormEvent } from 'react'
import type { Role } from '@scout/shared/schemas/auth'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { inviteUser } from '../api/users'

/** Invites an e-mail address; the link in the mail is valid for 7 days (decisions.md §2). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<Role>('professional')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await inviteUser(email.trim(), role)
      notifySuccess('Invitation sent', `${email.trim()} will receive a link valid for 7 days.`)
      setEmail('')
      onInvited()
    } catch (error) {
      notifyFailure(`Could not invite ${email.trim()}`, error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="grid items-end gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_12rem_auto]"
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <Label htmlFor="invite-email">E-mail address</Label>
        <Input
          id="invite-email"
          type="email"
          required
          maxLength={254}
          value={email}
          placeholder="colleague@firm.com"
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <Select value={role} onValueChange={(value) => setRole(value as Role)}>
          <SelectTrigger id="invite-role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="professional">Professional</SelectItem>
            <SelectItem value="admin">Administrator</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  )
}
