import { Link } from 'react-router'
import { runtimeConfig } from '@/config/env'
import { paths } from '@/config/paths'

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t bg-muted/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          Contact us:{' '}
          <a className="underline" href={`mailto:${runtimeConfig.contactEmail}`}>
            {runtimeConfig.contactEmail}
          </a>
        </p>
        <p>© 2024 Scout. All rights reserved.</p>
        <Link className="underline" to={paths.privacy()}>
          Privacy Policy
        </Link>
      </div>
    </footer>
  )
}
