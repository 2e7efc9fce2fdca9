import { ExternalLink } from 'lucide-react'
import type { Link } from '@scout/shared/schemas/manufacturer'

export function LinkList({ links, label }: { links: Link[]; label: string }) {
  return (
    <ul className="grid gap-1" aria-label={label}>
      {links.map((link) => (
        <li key={`${link.url}-${link.title}`}>
          <a
            href={link.url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-primary inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
          >
            {link.title}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
