import { Mail } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import { AggregatorCounts } from '@/components/aggregator-counts'
import { contactNameOf, mapEmbedUrl } from '../lib/manufacturer-text'
import { LinkList } from './link-list'

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5" aria-label={title}>
      <h2 className="text-muted-foreground text-sm font-semibold tracking-wide uppercase">{title}</h2>
      {children}
    </section>
  )
}

const external = 'break-all text-sm text-primary underline-offset-4 hover:underline'

/** Spec §2: map, Homepage, Contact Email, Aggregator Content, Products link, Contacts and the link lists. */
export function ManufacturerFacts({ manufacturer }: { manufacturer: Manufacturer }) {
  const contacts = manufacturer.contacts ?? []
  return (
    <div className="bg-background grid content-start gap-5 rounded-lg border p-4">
      {manufacturer.formatted_address && (
        <Fact title="Location">
          <p className="text-sm">{manufacturer.formatted_address}</p>
          <iframe
            title={`Map of ${manufacturer.formatted_address}`}
            src={mapEmbedUrl(manufacturer.formatted_address)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="h-56 w-full rounded-md border"
          />
        </Fact>
      )}
      {manufacturer.url && (
        <Fact title="Homepage">
          <a href={manufacturer.url} target="_blank" rel="noreferrer noopener" className={external}>
            {manufacturer.url}
          </a>
        </Fact>
      )}
      {manufacturer.email && (
        <Fact title="Contact Email">
          <a href={`mailto:${manufacturer.email}`} className={external}>
            {manufacturer.email}
          </a>
        </Fact>
      )}
      <Fact title="Aggregator Content">
        <AggregatorCounts content={manufacturer.aggregator_content} showNames />
      </Fact>
      {manufacturer.product_page_url && (
        <Fact title="Products">
          <a
            href={manufacturer.product_page_url}
            target="_blank"
            rel="noreferrer noopener"
            className={external}
          >
            View all products<span className="sr-only"> of {manufacturer.title} (opens in a new tab)</span>
          </a>
        </Fact>
      )}
      {contacts.length > 0 && (
        <Fact title="Contacts">
          <ul className="grid gap-2">
            {contacts.map((contact) => (
              <li key={contact.id} className="text-sm">
                {contact.email ? (
                  <a
                    href={`mailto:${contact.email}`}
                    className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
                  >
                    <Mail className="size-3.5" aria-hidden="true" />
                    {contactNameOf(contact)}
                  </a>
                ) : (
                  <span className="font-medium">{contactNameOf(contact)}</span>
                )}
                {contact.title && <span className="text-muted-foreground block">{contact.title}</span>}
              </li>
            ))}
          </ul>
        </Fact>
      )}
      {manufacturer.links_for_professionals.length > 0 && (
        <Fact title="Links for Professionals">
          <LinkList links={manufacturer.links_for_professionals} label="Links for Professionals" />
        </Fact>
      )}
      {manufacturer.additional_links.length > 0 && (
        <Fact title="Additional Links">
          <LinkList links={manufacturer.additional_links} label="Additional Links" />
        </Fact>
      )}
    </div>
  )
}
