import { ArrowLeft } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerClass,
} from '@/components/ui/navigation-menu'
import { cn } from '@/lib/utils'
import { adminPaths } from '../lib/admin-paths'

type MenuLink = { to: string; title: string; description: string }

// spec §2: the three menu groups and what each entry is for
const groups: { label: string; links: MenuLink[] }[] = [
  {
    label: 'Omniclass',
    links: [
      {
        to: adminPaths.omniclassUnreviewed(),
        title: 'Unreviewed',
        description: 'View and delete unreviewed tables',
      },
      { to: adminPaths.omniclassUpload(), title: 'Upload', description: 'Upload generated tables' },
      {
        to: adminPaths.omniclassEnrich(),
        title: 'Suggest parameters',
        description: 'Suggest parameters for every table without them',
      },
      {
        to: adminPaths.omniclassMissingManufacturers(),
        title: 'Missing Manufacturers',
        description: 'Find tables missing manufacturers',
      },
      {
        to: adminPaths.omniclassWantedMakers(),
        title: 'Wanted makers',
        description: 'Tables professionals asked Scout to find makers of',
      },
      { to: adminPaths.omniclassSearch(), title: 'Search', description: 'Search a table' },
    ],
  },
  {
    label: 'Manufacturer',
    links: [
      {
        to: adminPaths.manufacturerUpload(),
        title: 'Upload',
        description: 'Upload manufacturers from CSV or JSON files',
      },
      {
        to: adminPaths.manufacturerSearch(),
        title: 'Search',
        description: 'Find a manufacturer to view or edit',
      },
      { to: adminPaths.manufacturerCreate(), title: 'Create', description: 'Add a new manufacturer' },
      {
        to: adminPaths.manufacturerAll(),
        title: 'All',
        description: 'Every manufacturer, and the logos still missing',
      },
    ],
  },
  {
    label: 'Users',
    links: [
      { to: adminPaths.usersInvite(), title: 'Invite', description: 'Invite and manage guest users' },
      {
        to: adminPaths.mailOutbox(),
        title: 'Mail outbox',
        description: 'Messages waiting, sent or failed, and invitation links',
      },
    ],
  },
]

function MenuEntry({ link }: { link: MenuLink }) {
  return (
    <li>
      <NavigationMenuLink asChild>
        <Link to={link.to} className="hover:bg-muted focus-visible:bg-muted block rounded-md p-3">
          <span className="block text-sm font-medium">{link.title}</span>
          <span className="text-muted-foreground block text-sm">{link.description}</span>
        </Link>
      </NavigationMenuLink>
    </li>
  )
}

/** A top-level link; Radix's Slot would stringify NavLink's className function, so the active state is worked out here. */
function DirectLink({ to, end = false, children }: { to: string; end?: boolean; children: string }) {
  const { pathname } = useLocation()
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`)
  return (
    <NavigationMenuItem>
      <NavigationMenuLink asChild active={active}>
        <Link
          to={to}
          aria-current={active ? 'page' : undefined}
          className={cn(navigationMenuTriggerClass, active && 'bg-muted')}
        >
          {children}
        </Link>
      </NavigationMenuLink>
    </NavigationMenuItem>
  )
}

/** The admin navigation bar (spec §2): menu groups, two direct links and the way back to Scout. */
export function AdminNav() {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-2 border-b pb-3">
      <NavigationMenu aria-label="Admin">
        <NavigationMenuList>
          <DirectLink to={adminPaths.dashboard()} end>
            Admin
          </DirectLink>
          {groups.map((group) => (
            <NavigationMenuItem key={group.label}>
              <NavigationMenuTrigger>{group.label}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <ul className="grid w-[min(90vw,28rem)] gap-1 p-2 sm:grid-cols-2">
                  {group.links.map((link) => (
                    <MenuEntry key={link.to} link={link} />
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          ))}
          <DirectLink to={adminPaths.status()}>Database Stats</DirectLink>
          <DirectLink to={adminPaths.log()}>DB Log</DirectLink>
        </NavigationMenuList>
      </NavigationMenu>
      <Link
        to="/"
        className="text-primary hover:bg-muted inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Scout
      </Link>
    </div>
  )
}
