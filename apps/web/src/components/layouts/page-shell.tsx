import type { ReactNode } from 'react'
import type { User } from '@scout/shared/schemas/auth'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function PageShell({ user, children }: { user: User | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
