import type { ReactNode } from 'react'
import { aggregators, type Link, type Manufacturer } from '@scout/shared/schemas/manufacturer'
import { aggregatorLabels, describeCount } from '@/components/aggregator-counts'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children || '—'}</dd>
    </div>
  )
}

const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <a className="text-primary underline" href={href} target="_blank" rel="noreferrer">
      {href}
    </a>
  ) : null

function LinkList({ label, links }: { label: string; links: Link[] }) {
  if (links.length === 0) return null
  return (
    <section className="space-y-1">
      <h2 className="text-sm font-semibold">{label}</h2>
      <ul className="list-disc pl-5 text-sm">
        {links.map((link) => (
          <li key={link.url + link.title}>
            <a className="text-primary underline" href={link.url} target="_blank" rel="noreferrer">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every field of a manufacturer, read-only, for the admin manufacturer page. */
export function ManufacturerDetails({ manufacturer: m }: { manufacturer: Manufacturer }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Homepage">
          <ExternalLink href={m.url} />
        </Field>
        <Field label="Contact e-mail">
          {m.email && (
            <a className="text-primary underline" href={`mailto:${m.email}`}>
              {m.email}
            </a>
          )}
        </Field>
        <Field label="Products page">
          <ExternalLink href={m.product_page_url} />
        </Field>
        <Field label="Address">{m.formatted_address}</Field>
        <Field label="Aggregator content">
          {aggregators
            .map((name) => `${aggregatorLabels[name].name} ${describeCount(m.aggregator_content[name])}`)
            .join(' · ')}
        </Field>
        <Field label="Contacts">
          {m.contacts
            ?.map((c) => [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email)
            .join(', ')}
        </Field>
      </dl>
      {m.description && (
        <div className="space-y-2 text-sm leading-relaxed">
          {m.description
            .split(/\r?\n/)
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
        </div>
      )}
      <LinkList label="Links for Professionals" links={m.links_for_professionals} />
      <LinkList label="Additional Links" links={m.additional_links} />
      {m.data && Object.keys(m.data).length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">Data</summary>
          <pre className="bg-muted mt-2 overflow-x-auto rounded-md p-3 text-xs">
            {JSON.stringify(m.data, null, 2)}
          </pre>
        </details>
      )}
    </div>
  )
}
