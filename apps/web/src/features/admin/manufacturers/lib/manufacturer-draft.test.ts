import { describe, expect, it } from 'vitest'
import type { Manufacturer } from '@scout/shared/schemas/manufacturer'
import {
  changedFields,
  draftToWrite,
  emptyDraft,
  ManufacturerFormSchema,
  toDraft,
} from './manufacturer-draft'

const messages = (draft: typeof emptyDraft) =>
  ManufacturerFormSchema.safeParse(draft).error?.issues.map((i) => [i.path.join('.'), i.message])

const acme: Manufacturer = {
  title: 'Acme Doors',
  url: 'https://acme.example',
  email: null,
  logo_filename: null,
  logo: null,
  logo_variants: null,
  verified: true,
  verified_on: '2025-04-02',
  formatted_address: null,
  product_page_url: null,
  description: 'Doors.\nAnd frames.',
  data: { sample: true },
  links_for_professionals: [{ title: 'BIM objects on BIMobject', url: 'https://bim.example/acme' }],
  additional_links: [],
  aggregator_content: { architizer: 0, caddetails: 3, bimobject: -1, bimsmith: 0 },
}
const today = '2026-05-01'

describe('manufacturer form', () => {
  it('round-trips a manufacturer without changes', () => {
    expect(changedFields(toDraft(acme), toDraft(acme), today)).toEqual({})
  })

  it('sends only what changed, with the counts that changed', () => {
    const draft = {
      ...toDraft(acme),
      email: ' info@acme.example ',
      description: '',
      aggregator_content: { ...acme.aggregator_content, architizer: 12 },
    }
    expect(changedFields(toDraft(acme), draft, today)).toEqual({
      email: 'info@acme.example',
      description: null,
      aggregator_content: { architizer: 12 },
    })
  })

  it('dates a new verification today and clears the date when unverified', () => {
    expect(draftToWrite({ ...emptyDraft, title: 'New', verified: true }, today).verified_on).toBe(today)
    expect(changedFields(toDraft(acme), { ...toDraft(acme), verified: false }, today)).toEqual({
      verified: false,
      verified_on: null,
    })
  })

  it('drops empty link rows and refuses half-filled ones', () => {
    const draft = {
      ...emptyDraft,
      title: 'New',
      additional_links: [
        { title: '', url: '' },
        { title: 'Warranty', url: 'https://w.example' },
      ],
    }
    expect(draftToWrite(draft, today).additional_links).toEqual([
      { title: 'Warranty', url: 'https://w.example' },
    ])
    expect(messages({ ...draft, additional_links: [{ title: 'No address', url: '' }] })).toEqual([
      ['additional_links.0.url', 'Use an http(s) address'],
    ])
    expect(messages({ ...draft, additional_links: [{ title: '', url: 'https://w.example' }] })).toEqual([
      ['additional_links.0.title', 'A link needs a title'],
    ])
  })

  it('reads data as a JSON object', () => {
    expect(draftToWrite({ ...emptyDraft, title: 'N', data: '{"a": 1}' }, today).data).toEqual({ a: 1 })
    expect(draftToWrite({ ...emptyDraft, title: 'N', data: '  ' }, today).data).toBeNull()
    expect(messages({ ...emptyDraft, title: 'N', data: '[1]' })).toEqual([
      ['data', 'Data must be a JSON object, like {"key": "value"}'],
    ])
    expect(messages({ ...emptyDraft, title: 'N', data: '{oops' })).toEqual([
      ['data', 'Data must be a JSON object, like {"key": "value"}'],
    ])
  })
})
