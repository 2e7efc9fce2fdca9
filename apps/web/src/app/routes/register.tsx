import { Link } from 'react-router'
import { PageShell } from '@/components/layouts/page-shell'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { runtimeConfig } from '@/config/env'
import { paths } from '@/config/paths'

/** Departure 5 (decisions.md §5): access is by invitation, and this page says so. */
export function Component() {
  return (
    <PageShell user={null}>
      <title>Register · Scout</title>
      <Card className="mx-auto mt-8 w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1>Access is by invitation</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm leading-relaxed">
          <p>
            Scout accounts are created by invitation from an administrator. The invitation e-mail holds a
            link, valid for 7 days, where you choose your name and password.
          </p>
          <p>
            To ask for access, write to{' '}
            <a className="text-primary underline" href={`mailto:${runtimeConfig.contactEmail}`}>
              {runtimeConfig.contactEmail}
            </a>
            .
          </p>
          <p>
            Already have an account?{' '}
            <Link className="text-primary underline" to={paths.login()}>
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </PageShell>
  )
}
