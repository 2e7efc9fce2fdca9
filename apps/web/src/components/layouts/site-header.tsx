import { Search } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import type { User } from '@scout/shared/schemas/auth'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive && 'bg-muted')

export function SiteHeader({ user }: { user: User | null }) {
  return (
    <header className="bg-background border-b">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to={paths.home()} className="flex items-center gap-2 rounded-md">
          <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-md">
            <Search className="size-4" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold">
            Scout <span className="text-muted-foreground font-normal">· Building Product Search</span>
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
            <span className="text-muted-foreground hidden px-2 text-sm md:inline" data-testid="signed-in-as">
              {user.email}
            </span>
            <Link to={paths.logout()} className="hover:bg-muted rounded-md px-3 py-2 text-sm font-medium">
              Sign out
            </Link>
          </nav>
        )}
      </div>
    </header>
  )
}
