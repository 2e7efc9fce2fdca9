import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { LoginRequestSchema } from '@scout/shared/schemas/auth'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError, invalidProps } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { reasonOf } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { zodResolver } from '@/lib/zod-resolver'
import { signIn } from '../api/session'

/** Only an in-app path: an open redirect must not send a user elsewhere after signing in. */
export function safeRedirect(target: string | null) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home()
}

export function LoginForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  // spec §5 "e-mail and password required", with the messages the server would answer
  const form = useForm<{ email: string; password: string }, unknown, z.output<typeof LoginRequestSchema>>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (credentials) => {
    setError(null)
    try {
      await signIn(credentials)
      // another account may have used this tab: start from an empty cache
      queryClient.clear()
      navigate(safeRedirect(searchParams.get('redirectTo')), { replace: true })
    } catch (failure) {
      setError(reasonOf(failure))
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-describedby={error ? 'login-error' : undefined}
    >
      {error && (
        <Alert variant="destructive" id="login-error">
          <AlertTitle>Uh Oh!</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          {...invalidProps('email-error', errors.email?.message)}
          {...form.register('email')}
        />
        <FieldError id="email-error" message={errors.email?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          {...invalidProps('password-error', errors.password?.message)}
          {...form.register('password')}
        />
        <FieldError id="password-error" message={errors.password?.message} />
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
