import { Link } from 'react-router'
import { runtimeConfig } from '@/config/env'
import { paths } from '@/config/paths'

export function SiteFooter() {
  return (
    <footer className="bg-muted/50 mt-auto border-t">
      <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
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
