import type {
  AggregatorContent,
  Link,
  Manufacturer,
  ManufacturerWrite,
} from '@scout/shared/schemas/manufacturer'

/** The manufacturer form's fields as the inputs hold them: text everywhere, the data map as JSON. */
export type ManufacturerDraft = {
  title: string
  url: string
  email: string
  formatted_address: string
  product_page_url: string
  description: string
  verified: boolean
  verified_on: string
  links_for_professionals: Link[]
  additional_links: Link[]
  aggregator_content: AggregatorContent
  data: string
}

export const emptyDraft: ManufacturerDraft = {
  title: '',
  url: '',
  email: '',
  formatted_address: '',
  product_page_url: '',
  description: '',
  verified: false,
  verified_on: '',
  links_for_professionals: [],
  additional_links: [],
  aggregator_content: { architizer: 0, caddetails: 0, bimobject: 0, bimsmith: 0 },
  data: '',
}

export function toDraft(m: Manufacturer): ManufacturerDraft {
  return {
    title: m.title,
    url: m.url ?? '',
    email: m.email ?? '',
    formatted_address: m.formatted_address ?? '',
    product_page_url: m.product_page_url ?? '',
    description: m.description ?? '',
    verified: m.verified,
    verified_on: m.verified_on?.slice(0, 10) ?? '',
    links_for_professionals: m.links_for_professionals,
    additional_links: m.additional_links,
    aggregator_content: m.aggregator_content,
    data: m.data && Object.keys(m.data).length ? JSON.stringify(m.data, null, 2) : '',
  }
}

export class DraftError extends Error {}

const orNull = (text: string) => (text.trim() ? text.trim() : null)
const cleanLinks = (links: Link[]) =>
  links.map((l) => ({ title: l.title.trim(), url: l.url.trim() })).filter((l) => l.title || l.url)

function parseData(text: string): Record<string, unknown> | null {
  if (!text.trim()) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new DraftError('Data must be a JSON object, like {"key": "value"}')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new DraftError('Data must be a JSON object, like {"key": "value"}')
  return parsed as Record<string, unknown>
}

/** Every field, ready to send; a verified manufacturer without a date is verified today. */
export function draftToWrite(
  draft: ManufacturerDraft,
  today = new Date().toISOString().slice(0, 10),
): ManufacturerWrite {
  for (const link of [...draft.links_for_professionals, ...draft.additional_links]) {
    if ((link.title.trim() || link.url.trim()) && !(link.title.trim() && link.url.trim()))
      throw new DraftError('Every link needs a title and an address')
  }
  return {
    title: draft.title.trim(),
    url: orNull(draft.url),
    email: orNull(draft.email),
    formatted_address: orNull(draft.formatted_address),
    product_page_url: orNull(draft.product_page_url),
    description: orNull(draft.description),
    verified: draft.verified,
    verified_on: draft.verified ? draft.verified_on || today : null,
    links_for_professionals: cleanLinks(draft.links_for_professionals),
    additional_links: cleanLinks(draft.additional_links),
    aggregator_content: draft.aggregator_content,
    data: parseData(draft.data),
  }
}

/** Only what the administrator changed, so counts inferred by the server (-1) are not written back by accident. */
export function changedFields(
  original: ManufacturerDraft,
  draft: ManufacturerDraft,
  today?: string,
): Partial<ManufacturerWrite> {
  const before = draftToWrite(original, today) as Record<string, unknown>
  const after = draftToWrite(draft, today) as Record<string, unknown>
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (key === 'aggregator_content') continue
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value
  }
  const counts = Object.entries(draft.aggregator_content).filter(
    ([name, count]) => original.aggregator_content[name as keyof AggregatorContent] !== count,
  )
  if (counts.length) changes.aggregator_content = Object.fromEntries(counts)
  return changes as Partial<ManufacturerWrite>
}
