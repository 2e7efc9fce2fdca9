import { z } from 'zod'
import {
  ManufacturerWriteSchema,
  type AggregatorContent,
  type Link,
  type Manufacturer,
  type ManufacturerWrite,
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

const orNull = (text: string) => (text.trim() ? text.trim() : null)
const trimLinks = (links: Link[]) => links.map((l) => ({ title: l.title.trim(), url: l.url.trim() }))
/** Rows left blank are dropped on save, before the rows are checked (so an error names the row it is on). */
export const dropBlankLinks = (links: Link[]) => links.filter((l) => l.title.trim() || l.url.trim())

/** The data box as written: empty is none, JSON is parsed, and anything else is left for the schema to refuse. */
function parseData(text: string): unknown {
  if (!text.trim()) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Every field, shaped as the API takes it; a verified manufacturer without a date is verified today. Nothing is
 * checked here: `ManufacturerFormSchema` pipes this into the shared `ManufacturerWriteSchema`, the only source of
 * the limits and messages.
 */
export function draftToWrite(
  draft: ManufacturerDraft,
  today = new Date().toISOString().slice(0, 10),
): ManufacturerWrite {
  return {
    title: draft.title.trim(),
    url: orNull(draft.url),
    email: orNull(draft.email),
    formatted_address: orNull(draft.formatted_address),
    product_page_url: orNull(draft.product_page_url),
    description: orNull(draft.description),
    verified: draft.verified,
    verified_on: draft.verified ? draft.verified_on || today : null,
    links_for_professionals: trimLinks(dropBlankLinks(draft.links_for_professionals)),
    additional_links: trimLinks(dropBlankLinks(draft.additional_links)),
    aggregator_content: draft.aggregator_content,
    data: parseData(draft.data) as ManufacturerWrite['data'],
  }
}

/** The form's resolver: the fields as typed, checked as the server checks them. */
export const ManufacturerFormSchema = z
  .custom<ManufacturerDraft>()
  .transform((draft) => draftToWrite(draft))
  .pipe(ManufacturerWriteSchema)

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
