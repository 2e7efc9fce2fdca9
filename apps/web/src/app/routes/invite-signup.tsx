import { useState, type FormEvent } from 'react'
import { replace, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { PageShell } from '@/components/layouts/page-shell'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { ApiError, reasonOf } from '@/lib/api-client'
import { requireSession } from '@/lib/require-session'
import { acceptInvite, completeSignup } from '@/features/auth/api/session'

type LoaderData = { user: User | null; inviteError: string | null }

/** The invitation link signs the invitee in once; then the page asks for a name and a password. */
export async function loader(args: LoaderFunctionArgs): Promise<LoaderData | Response> {
  const url = new URL(args.request.url)
  const token = url.searchParams.get('token')
  if (token) {
    try {
      await acceptInvite(token)
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return { user: null, inviteError: reasonOf(error) }
      throw error
    }
    // the token is spent: keep it out of the address bar and the history
    return replace('/invite/signup')
  }
  return { user: await requireSession(args), inviteError: null }
}

export function Component() {
  const { user, inviteError } = useLoaderData() as LoaderData
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  // asked for only when the server says so: a session the invitation opened may set a password once without it
  const [needsCurrent, setNeedsCurrent] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (form.get('password') !== form.get('confirm')) return setError('The two passwords differ')
    try {
      const current = form.get('current_password')
      await completeSignup({
        name: String(form.get('name')),
        password: String(form.get('password')),
        ...(current ? { current_password: String(current) } : {}),
      })
      navigate(paths.home(), { replace: true })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) setNeedsCurrent(true)
      setError(reasonOf(failure))
    }
  }

  return (
    <PageShell user={user}>
      <title>Accept your invitation · Scout</title>
      <Card className="mx-auto mt-8 w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1>Welcome to Scout</h1>
          </CardTitle>
          {user && (
            <p className="text-muted-foreground text-sm">
              Signed in as {user.email}. Choose your name and password.
            </p>
          )}
        </CardHeader>
        <CardContent>
          {inviteError ? (
            <Alert variant="destructive">
              <AlertTitle>Uh Oh!</AlertTitle>
              <AlertDescription>{inviteError}. Ask an administrator for a new invitation.</AlertDescription>
            </Alert>
          ) : (
            <form className="grid gap-4" onSubmit={onSubmit}>
              {error && (
                <Alert variant="destructive">
                  <AlertTitle>Uh Oh!</AlertTitle>
                  <AlertDescription>{error}</AlertDescription>
                </Alert>
              )}
              <div className="grid gap-2">
                <Label htmlFor="name">Name</Label>
                <Input
                  id="name"
                  name="name"
                  required
                  maxLength={120}
                  autoComplete="name"
                  defaultValue={user?.name ?? ''}
                />
              </div>
              {needsCurrent && (
                <div className="grid gap-2">
                  <Label htmlFor="current_password">Current password</Label>
                  <Input
                    id="current_password"
                    name="current_password"
                    type="password"
                    required
                    autoComplete="current-password"
                  />
                </div>
              )}
              <div className="grid gap-2">
                <Label htmlFor="password">Password</Label>
                <Input
                  id="password"
                  name="password"
                  type="password"
                  required
                  minLength={10}
                  autoComplete="new-password"
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="confirm">Repeat the password</Label>
                <Input
                  id="confirm"
                  name="confirm"
                  type="password"
                  required
                  minLength={10}
                  autoComplete="new-password"
                />
              </div>
              <Button type="submit">Save and start searching</Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageShell>
  )
}
