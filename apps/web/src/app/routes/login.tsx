import { replace, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { PageShell } from '@/components/layouts/page-shell'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { getSession } from '@/features/auth/api/session'
import { LoginForm, safeRedirect } from '@/features/auth/components/login-form'
import { sessionEndedMessage } from '../session-ended'

/** A signed-in user has nothing to do here: on to where they were going. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSession().catch(() => null)
  if (user) throw replace(safeRedirect(new URL(request.url).searchParams.get('redirectTo')))
  return null
}

export function Component() {
  const [searchParams] = useSearchParams()
  return (
    <PageShell user={null}>
      <title>Sign in · Scout</title>
      <Card className="mx-auto mt-8 w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1>Sign in</h1>
          </CardTitle>
          <p className="text-muted-foreground text-sm">
            Find building-product manufacturers by OmniClass table.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {searchParams.get('reason') === 'ended' && (
            <Alert role="status">
              <AlertDescription>{sessionEndedMessage}</AlertDescription>
            </Alert>
          )}
          <LoginForm />
        </CardContent>
      </Card>
    </PageShell>
  )
}
