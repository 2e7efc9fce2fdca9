import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { reasonOf } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { signIn } from '../api/session'

/** Only an in-app path: an open redirect must not send a user elsewhere after signing in. */
export function safeRedirect(target: string | null) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home()
}

export function LoginForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  const [isSubmitting, setSubmitting] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    setError(null)
    try {
      await signIn({ email: String(form.get('email')), password: String(form.get('password')) })
      // another account may have used this tab: start from an empty cache
      queryClient.clear()
      navigate(safeRedirect(searchParams.get('redirectTo')), { replace: true })
    } catch (failure) {
      setError(reasonOf(failure))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-describedby={error ? 'login-error' : undefined}>
      {error && (
        <Alert variant="destructive" id="login-error">
          <AlertTitle>Uh Oh!</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        No account?{' '}
        <Link to={paths.register()} className="text-primary underline">
          Register
        </Link>
      </p>
    </form>
  )
}
