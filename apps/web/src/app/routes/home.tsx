import { useRouteLoaderData } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'

export function Component() {
  const user = useRouteLoaderData('session') as User
  return (
    <section className="mx-auto max-w-3xl py-10 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Find building-product manufacturers</h1>
      <p className="mt-3 text-muted-foreground">
        Search an OmniClass table by number or name, refine by its parameters, and ask up to five manufacturers for information at once.
      </p>
      <p className="mt-6 text-sm text-muted-foreground" data-testid="welcome">
        Signed in as {user.name ?? user.email}
      </p>
    </section>
  )
}
