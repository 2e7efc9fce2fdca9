import { PageShell } from '@/components/layouts/page-shell'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { LoginForm } from '@/features/auth/components/login-form'

export function Component() {
  return (
    <PageShell user={null}>
      <Card className="mx-auto mt-8 w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1>Sign in</h1>
          </CardTitle>
          <p className="text-muted-foreground text-sm">
            Find building-product manufacturers by OmniClass table.
          </p>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </PageShell>
  )
}
