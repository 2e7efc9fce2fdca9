import { z } from 'zod'
import { SelectedValueSchema } from './omniclass'

/** decisions.md §3: the full list of document categories a professional can ask for. */
export const documentCategories = [
  'Specifications',
  'Brochures',
  'CAD Drawings',
  'Technical Information',
  'BIM Models',
  'Installation Instructions',
  'Warranty',
  'Samples',
  'Pricing',
  'Sustainability Data (EPD/HPD)',
] as const

export const maxRfiManufacturers = 5
export const maxRfiAttachments = 5
export const maxRfiAttachmentBytes = 10 * 1024 * 1024

export const RfiQuerySchema = z.strictObject({
  omniclass: z.string().trim().min(1, 'The omniclass is required').max(300),
  parameters: z.array(SelectedValueSchema).max(200).default([]),
})

export const RfiAttachmentSchema = z.strictObject({
  filename: z.string().trim().min(1).max(255),
  content: z.string().max(Math.ceil((maxRfiAttachmentBytes * 4) / 3) + 8),
})

export const RfiRequestSchema = z.strictObject({
  query: RfiQuerySchema,
  manufacturer_titles: z
    .array(z.string().trim().min(1).max(300))
    .min(1, 'Choose at least one manufacturer')
    .max(maxRfiManufacturers, `Choose at most ${maxRfiManufacturers} manufacturers`),
  email_content: z.string().trim().min(1, 'E-mail content is required').max(20_000),
  user_email: z.email('Enter a valid return e-mail').max(254),
  user_name: z.string().trim().min(1, 'Name is required').max(120),
  fileRequests: z
    .array(RfiAttachmentSchema)
    .max(maxRfiAttachments, `At most ${maxRfiAttachments} attachments`)
    .default([]),
  document_categories: z.array(z.enum(documentCategories)).max(documentCategories.length).default([]),
})
export type RfiRequest = z.infer<typeof RfiRequestSchema>

export const RfiGenerateRequestSchema = z.strictObject({
  query: RfiQuerySchema,
  file_requests: z.array(z.string().trim().max(100)).max(20).default([]),
  user_name: z.string().trim().max(120).optional(),
  manufacturer_titles: z.array(z.string().trim().max(300)).max(maxRfiManufacturers).optional(),
})
export type RfiGenerateRequest = z.infer<typeof RfiGenerateRequestSchema>

/**
 * The draft is answered as a JSON string (`"Dear …\n…"`), the shape the spec's client expects: it strips the
 * surrounding quotes and turns escaped newlines into real ones. `JSON.parse` on the body gives the same text.
 */
export const RfiDraftResponseSchema = z.string()

export const RfiCreatedSchema = z.object({ message: z.literal('success'), id: z.number().int() })

export const RfiDeliverySchema = z.object({
  to: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  sent_at: z.string().nullable(),
})

/** One request as its sender sees it in "my requests". */
export const RfiSentSchema = z.object({
  id: z.number().int(),
  omniclass: z.string(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  manufacturer_titles: z.array(z.string()),
  document_categories: z.array(z.string()),
  email_content: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  attachments: z.array(z.object({ filename: z.string(), bytes: z.number().int() })),
  deliveries: z.array(RfiDeliverySchema),
  created_at: z.string(),
})
export type RfiSent = z.infer<typeof RfiSentSchema>

export const RfiMineQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

export const RfiSentPageSchema = z.object({
  items: z.array(RfiSentSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
