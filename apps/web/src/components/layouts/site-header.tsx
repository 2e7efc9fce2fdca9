import { Search } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive && 'bg-muted')

export function SiteHeader({ user }: { user: User | null }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to={paths.home()} className="flex items-center gap-2 rounded-md">
          <span className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
            <Search className="size-4" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold">
            Scout <span className="font-normal text-muted-foreground">· Building Product Search</span>
          </span>
        </Link>
        {user && (
          <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
            <NavLink to={paths.home()} end className={navClass}>
              Search
            </NavLink>
            <NavLink to={paths.myRequests()} className={navClass}>
              My requests
            </NavLink>
            {user.role === 'admin' && (
              <NavLink to={paths.admin()} className={navClass}>
                Admin
              </NavLink>
            )}
            <span className="hidden px-2 text-sm text-muted-foreground md:inline" data-testid="signed-in-as">
              {user.email}
            </span>
            <Link to={paths.logout()} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              Sign out
            </Link>
          </nav>
        )}
      </div>
    </header>
  )
}
