import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'

/** Departure 1 (decisions.md §5): the admin area needs the admin role; anyone else is told so plainly. */
export function NotAllowed() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <ShieldAlert className="text-destructive size-10" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">You are not allowed to see this page</h1>
      <p className="text-muted-foreground">
        The admin area is for administrators only. Your account can search the catalogue and ask manufacturers
        for information.
      </p>
      <Link to="/" className="text-primary underline">
        Back to Scout
      </Link>
    </section>
  )
}
