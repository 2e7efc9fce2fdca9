import { BadgeCheck, ChevronRight, Mail, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { ManufacturerLogo } from '@/components/manufacturer-logo'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

type Props = { manufacturer: Manufacturer; omniclass: string | null; canEdit: boolean }

/** Spec §2: breadcrumb Home > omniclass (only if passed in navigation state) > title; verified badge; Edit (departure 1: administrators only). */
export function ManufacturerHeader({ manufacturer, omniclass, canEdit }: Props) {
  const logo = manufacturer.logo_variants?.medium ?? manufacturer.logo
  // a request is about a product: the table the user came from, else the first this manufacturer makes
  const requestVia = omniclass ?? manufacturer.omniclasses?.[0]?.name ?? null
  return (
    <header className="grid gap-3">
      <nav aria-label="Breadcrumb">
        <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          <li>
            <Link to={paths.home()} className="underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          {omniclass && (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-3.5" aria-hidden="true" />
              <Link to={paths.omniclass(omniclass)} className="underline-offset-4 hover:underline">
                {omniclass}
              </Link>
            </li>
          )}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <span aria-current="page" className="text-foreground font-medium">
              {manufacturer.title}
            </span>
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <ManufacturerLogo src={logo} title={manufacturer.title} className="h-14 max-w-[10rem] min-w-14" />
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{manufacturer.title}</h1>
        {manufacturer.verified && (
          <Badge variant="success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified
          </Badge>
        )}
        {requestVia && (
          <Link
            to={paths.omniclassBy(requestVia, manufacturer.title)}
            className={buttonVariants({ size: 'sm', className: 'ml-auto' })}
          >
            <Mail aria-hidden="true" />
            Request information
          </Link>
        )}
        {canEdit && (
          <Link
            to={paths.adminManufacturerEdit(manufacturer.title)}
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: requestVia ? '' : 'ml-auto',
            })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        )}
      </div>
    </header>
  )
}
