import { BadgeCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { ManufacturerOverview } from '@scout/shared/schemas/manufacturer'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useDelayedFlag } from '@/hooks/use-delayed-flag'
import { getOmniclassOverview } from '../api/get-omniclass-overview'
import { ManufacturerLogo } from '@/components/manufacturer-logo'

/** Spec §9: the quick-link block appears 100 ms after an option is chosen. */
export const quickLinksDelayMs = 100

type Answer = { omniclass: string; manufacturers: ManufacturerOverview[] | null; failed: boolean }

/** Spec §2: the chosen omniclass's manufacturers, 2 columns, 3 from medium screens; each opens the by-manufacturer search. */
export function ManufacturerQuickLinks({ omniclass }: { omniclass: string }) {
  const shown = useDelayedFlag(true, quickLinksDelayMs)
  const [answer, setAnswer] = useState<Answer>({ omniclass: '', manufacturers: null, failed: false })

  useEffect(() => {
    const controller = new AbortController()
    getOmniclassOverview(omniclass, controller.signal)
      .then((manufacturers) => setAnswer({ omniclass, manufacturers, failed: false }))
      .catch(() => !controller.signal.aborted && setAnswer({ omniclass, manufacturers: [], failed: true }))
    return () => controller.abort()
  }, [omniclass])

  if (!shown) return null
  const manufacturers = answer.omniclass === omniclass ? answer.manufacturers : null
  return (
    <section aria-labelledby="quick-links-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quick-links-title" className="text-lg font-semibold">
          Manufacturers of {omniclass}
        </h2>
        <Link
          to={paths.omniclass(omniclass)}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          Search all of {omniclass} by parameters
        </Link>
      </div>
      {answer.failed && answer.omniclass === omniclass && (
        <p className="text-destructive text-sm">The manufacturers could not be loaded.</p>
      )}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="quick-links">
        {manufacturers === null
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-24" />
              </li>
            ))
          : manufacturers.map((manufacturer) => (
              <li key={manufacturer.title}>
                <Link
                  to={paths.omniclassBy(omniclass, manufacturer.title)}
                  className="bg-background hover:border-primary flex h-full flex-col items-center gap-2 rounded-lg border p-3 text-center text-sm hover:shadow-sm"
                >
                  <span className="flex h-12 w-full items-center justify-center">
                    <ManufacturerLogo
                      src={manufacturer.logo_variants?.medium ?? manufacturer.logo}
                      title={manufacturer.title}
                      className="h-12 max-w-full min-w-12"
                    />
                  </span>
                  <span className="font-medium">{manufacturer.title}</span>
                  {manufacturer.verified && (
                    <span className="inline-flex items-center gap-1 text-xs text-green-800">
                      <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified
                    </span>
                  )}
                </Link>
              </li>
            ))}
      </ul>
      {manufacturers?.length === 0 && !answer.failed && (
        <p className="text-muted-foreground text-sm">No manufacturers found.</p>
      )}
    </section>
  )
}
