import { Link } from 'react-router'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { paths } from '@/config/paths'
import { toParagraphs } from '../lib/manufacturer-text'
import { ManufacturerFacts } from './manufacturer-facts'
import { ManufacturerHeader } from './manufacturer-header'
import { ProductImages } from './product-images'

type Props = { manufacturer: Manufacturer; omniclass: string | null; canEdit: boolean }

/** Spec §2 "Manufacturer page". */
export function ManufacturerPage({ manufacturer, omniclass, canEdit }: Props) {
  const omniclasses = manufacturer.omniclasses ?? []
  return (
    <div className="grid gap-6">
      <title>{`${manufacturer.title} · Scout`}</title>
      <ManufacturerHeader manufacturer={manufacturer} omniclass={omniclass} canEdit={canEdit} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          {toParagraphs(manufacturer.description).length > 0 && (
            <section aria-label="Description" className="grid gap-3 leading-relaxed">
              {toParagraphs(manufacturer.description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          )}
          <section aria-labelledby="images-title" className="grid gap-3">
            <h2 id="images-title" className="text-lg font-semibold">
              Product Images
            </h2>
            <ProductImages manufacturer={manufacturer.title} />
          </section>
          <section aria-labelledby="omniclasses-title" className="grid gap-3">
            <h2 id="omniclasses-title" className="text-lg font-semibold">
              Products/Omniclasses
            </h2>
            {omniclasses.length === 0 ? (
              <p className="text-muted-foreground text-sm">No associated omniclasses</p>
            ) : (
              <ul className="grid gap-1 sm:grid-cols-2">
                {omniclasses.map((entry) => (
                  <li key={entry.name}>
                    <Link
                      to={paths.omniclassBy(entry.name, manufacturer.title)}
                      className="text-primary text-sm underline-offset-4 hover:underline"
                    >
                      {entry.number && (
                        <span className="text-muted-foreground mr-2 font-mono text-xs">{entry.number}</span>
                      )}
                      {entry.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {/* on a phone the contact details come first, not after every image */}
        <div className="order-first min-w-0 lg:order-none">
          <ManufacturerFacts manufacturer={manufacturer} />
        </div>
      </div>
    </div>
  )
}
