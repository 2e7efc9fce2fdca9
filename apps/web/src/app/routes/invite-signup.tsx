import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { replace, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import type { z } from 'zod'
import { SignupFormSchema, type User } from '@scout/shared/schemas/auth'
import { PageShell } from '@/components/layouts/page-shell'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { ApiError, reasonOf } from '@/lib/api-client'
import { requireSession } from '@/lib/require-session'
import { zodResolver } from '@/lib/zod-resolver'
import { acceptInvite, completeSignup } from '@/features/auth/api/session'

type Fields = { name: string; password: string; confirm: string; current_password?: string }
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

  // the shared sign-up schema (the server's, plus the repeated password) is the only source of limits and messages
  const form = useForm<Fields, unknown, z.output<typeof SignupFormSchema>>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: user?.name ?? '', password: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ name, password, current_password }) => {
    setError(null)
    try {
      await completeSignup({ name, password, ...(current_password ? { current_password } : {}) })
      navigate(paths.home(), { replace: true })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) setNeedsCurrent(true)
      setError(reasonOf(failure))
    }
  })
  const field = (name: keyof Fields) => ({
    id: name,
    ...invalidProps(`${name}-error`, errors[name]?.message),
    ...form.register(name, name === 'current_password' ? { setValueAs: (v: string) => v || undefined } : {}),
  })

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
            <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
              {error && (
                <Alert variant="destructive">
                  <AlertTitle>Uh Oh!</AlertTitle>
                  <AlertDescription>{error}</AlertDescription>
                </Alert>
              )}
              <div className="grid gap-2">
                <Label htmlFor="name">Name</Label>
                <Input autoComplete="name" {...field('name')} />
                <FieldError id="name-error" message={errors.name?.message} />
              </div>
              {needsCurrent && (
                <div className="grid gap-2">
                  <Label htmlFor="current_password">Current password</Label>
                  <Input type="password" autoComplete="current-password" {...field('current_password')} />
                  <FieldError id="current_password-error" message={errors.current_password?.message} />
                </div>
              )}
              <div className="grid gap-2">
                <Label htmlFor="password">Password</Label>
                <Input type="password" autoComplete="new-password" {...field('password')} />
                <FieldError id="password-error" message={errors.password?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="confirm">Repeat the password</Label>
                <Input type="password" autoComplete="new-password" {...field('confirm')} />
                <FieldError id="confirm-error" message={errors.confirm?.message} />
              </div>
              <Button type="submit" disabled={isSubmitting}>
                Save and start searching
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageShell>
  )
}
