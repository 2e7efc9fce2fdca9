import { BadgeCheck } from 'lucide-react'
import { Link } from 'react-router'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { Button } from '@/components/ui/button'
import { ManufacturerLogo } from '@/components/manufacturer-logo'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { LinkList } from './link-list'

/** Spec §2, by-manufacturer variant: the right column shows the manufacturer, its logo, the request button and its links. */
export function ManufacturerAside({
  manufacturer,
  omniclass,
  onRequest,
}: {
  manufacturer: Manufacturer
  omniclass: string
  onRequest: () => void
}) {
  const logo = manufacturer.logo_variants?.medium ?? manufacturer.logo
  return (
    <section aria-labelledby="aside-title" className="bg-background grid gap-4 rounded-lg border p-4">
      <ManufacturerLogo
        src={logo}
        title={manufacturer.title}
        alt={`${manufacturer.title} logo`}
        className="h-20 max-w-[12rem] min-w-20"
      />
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="aside-title" className="text-lg font-semibold">
          <Link
            to={paths.manufacturer(manufacturer.title)}
            state={{ omniclass }}
            className="text-primary underline-offset-4 hover:underline"
          >
            {manufacturer.title}
          </Link>
        </h2>
        {manufacturer.verified && (
          <Badge variant="success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified
          </Badge>
        )}
      </div>
      <Button type="button" onClick={onRequest}>
        Request Product Information
      </Button>
      {manufacturer.links_for_professionals.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Links for Professionals</h3>
          <LinkList links={manufacturer.links_for_professionals} label="Links for Professionals" />
        </div>
      )}
      {manufacturer.additional_links.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Additional Links</h3>
          <LinkList links={manufacturer.additional_links} label="Additional Links" />
        </div>
      )}
      {manufacturer.url && (
        <a
          href={manufacturer.url}
          target="_blank"
          rel="noreferrer noopener"
          className="text-primary text-sm underline-offset-4 hover:underline"
        >
          Homepage<span className="sr-only"> of {manufacturer.title} (opens in a new tab)</span>
        </a>
      )}
    </section>
  )
}
