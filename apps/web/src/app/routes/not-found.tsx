import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>Page not found · Scout</title>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground mt-2">There is nothing at this address.</p>
      <Link to={paths.home()} className="text-primary mt-4 inline-block underline">
        Back to search
      </Link>
    </div>
  )
}
