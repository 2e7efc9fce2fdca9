import { z } from 'zod'

// the messages are the forms' too (apps/web reads these schemas through react-hook-form): one source of limits
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`)
const optionalText = (max: number) => text(max).nullable().optional()
const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Use at most 2000 characters')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Use an http(s) address')
const email = z
  .union([z.email('Enter a valid e-mail address').max(254, 'Use at most 254 characters'), z.literal('')])
  .nullable()
  .optional()
const count = z
  .number('Enter a whole number')
  .int('Enter a whole number')
  .min(-1, 'Use -1 (available, count unknown) or a count of 0 or more')

export const LinkSchema = z.strictObject({ url: httpUrl, title: text(300) })
export type Link = z.infer<typeof LinkSchema>
/** A link as written: a stored link may lack a title, a new one may not. */
export const LinkWriteSchema = z.strictObject({
  url: httpUrl,
  title: text(300).min(1, 'A link needs a title'),
})

export const aggregators = ['architizer', 'caddetails', 'bimobject', 'bimsmith'] as const
export type Aggregator = (typeof aggregators)[number]

/** Counts per aggregator; -1 means "files available, count unknown" (spec §3). */
export const AggregatorContentSchema = z.strictObject({
  architizer: z.number().int().min(-1).default(0),
  caddetails: z.number().int().min(-1).default(0),
  bimobject: z.number().int().min(-1).default(0),
  bimsmith: z.number().int().min(-1).default(0),
})
export type AggregatorContent = z.infer<typeof AggregatorContentSchema>
const aggregatorCount = count.max(1_000_000, 'Use at most 1000000')
/** For writes: only the counts given change (a `.partial()` of the schema above would fill in its zero defaults). */
export const AggregatorContentChangesSchema = z.strictObject({
  architizer: aggregatorCount.optional(),
  caddetails: aggregatorCount.optional(),
  bimobject: aggregatorCount.optional(),
  bimsmith: aggregatorCount.optional(),
})
export const emptyAggregatorContent: AggregatorContent = {
  architizer: 0,
  caddetails: 0,
  bimobject: 0,
  bimsmith: 0,
}

export const ContactSchema = z.object({
  id: z.number().int(),
  manufacturer_title: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
})
export type Contact = z.infer<typeof ContactSchema>

export const ContactWriteSchema = z.strictObject({
  first_name: optionalText(120),
  last_name: optionalText(120),
  title: optionalText(200),
  email,
  phone: optionalText(60),
  manufacturer_title: optionalText(300),
  id: z.number().int().optional(),
})
export type ContactWrite = z.infer<typeof ContactWriteSchema>

export const LogoVariantsSchema = z.object({ small: z.string(), medium: z.string(), large: z.string() })

export const ManufacturerSchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  logo_filename: z.string().nullable(),
  logo: z.string().nullable(),
  logo_variants: LogoVariantsSchema.nullable(),
  verified: z.boolean(),
  verified_on: z.string().nullable(),
  formatted_address: z.string().nullable(),
  product_page_url: z.string().nullable(),
  description: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  links_for_professionals: z.array(LinkSchema),
  additional_links: z.array(LinkSchema),
  aggregator_content: AggregatorContentSchema,
  contacts: z.array(ContactSchema).optional(),
  omniclasses: z.array(z.object({ number: z.string().nullable(), name: z.string() })).optional(),
  highlighted: z.boolean().optional(),
})
export type Manufacturer = z.infer<typeof ManufacturerSchema>

/**
 * A maker of similar products (issue 27, decision 017): a manufacturer of a table the asked table learned its
 * columns from, offered in Step 3 while the asked table has none of its own; never one of its own.
 */
export const SimilarMakerSchema = ManufacturerSchema.extend({
  /** the table it makes ("makes Fire Doors"): the most similar of the lenders it makes */
  similar_to: z.object({ name: z.string(), number: z.string().nullable() }),
  /** that table's similarity to the asked one, as generation scored it: the ranking, higher first */
  similarity: z.number(),
})
export type SimilarMaker = z.infer<typeof SimilarMakerSchema>

/** At most this many makers of similar products are offered (decision 017). */
export const maxSimilarMakers = 20

/** One click of an administrator: a maker of similar products becomes a real manufacturer of the table. */
export const AssociateSimilarMakerSchema = z.strictObject({
  omniclass: text(300).min(1, 'No identifier provided'),
  manufacturer_title: text(300).min(1, 'No manufacturer title provided'),
})
export type AssociateSimilarMaker = z.infer<typeof AssociateSimilarMakerSchema>

export const ManufacturerWriteSchema = z.strictObject({
  title: text(300).min(1, 'Title is required'),
  url: httpUrl.nullable().optional().or(z.literal('')),
  email,
  verified: z.boolean().optional(),
  verified_on: z.iso.date('Enter a date').nullable().optional(),
  formatted_address: optionalText(500),
  product_page_url: httpUrl.nullable().optional().or(z.literal('')),
  description: optionalText(20_000),
  data: z
    .record(z.string(), z.unknown(), 'Data must be a JSON object, like {"key": "value"}')
    .nullable()
    .optional(),
  links_for_professionals: z.array(LinkWriteSchema).max(100, 'Use at most 100 links').optional(),
  additional_links: z.array(LinkWriteSchema).max(100, 'Use at most 100 links').optional(),
  aggregator_content: AggregatorContentChangesSchema.optional(),
  logo_filename: optionalText(255),
})
export type ManufacturerWrite = z.infer<typeof ManufacturerWriteSchema>

export const ManufacturerDataUpdateSchema = z.strictObject({
  title: text(300).min(1, 'No manufacturer title provided'),
  data: ManufacturerWriteSchema.omit({ title: true })
    .extend({ title: text(300).min(1).optional() })
    .partial(),
})

/** The quick-link grid of an omniclass (spec §2 "Search home"): just enough to show and rank a logo. */
export const ManufacturerOverviewSchema = ManufacturerSchema.pick({
  title: true,
  url: true,
  logo_filename: true,
  logo: true,
  logo_variants: true,
  verified: true,
  verified_on: true,
  aggregator_content: true,
}).extend({ has_professional_links: z.boolean() })
export type ManufacturerOverview = z.infer<typeof ManufacturerOverviewSchema>

/** A lightweight row for admin search lists and pickers. */
export const ManufacturerSummarySchema = z.object({
  title: z.string(),
  url: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  verified: z.boolean(),
  verified_on: z.string().nullable(),
})
export type ManufacturerSummary = z.infer<typeof ManufacturerSummarySchema>

export const ManufacturerSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(25_000).default(100),
})

export const ManufacturerOmniclassSchema = z.object({ number: z.string().nullable(), name: z.string() })

/** `query` is the manufacturer title; `associations` are the names (or numbers) of every table it should have. */
export const ManufacturerOmniclassesUpdateSchema = z.strictObject({
  query: text(300).min(1, 'No manufacturer title provided'),
  associations: z.array(text(300).min(1)).max(5000),
})

export const ManufacturerTitleBodySchema = z.strictObject({
  title: text(300).min(1, 'No manufacturer title provided'),
})

/** A manufacturer upload row (CSV or JSON): the manufacturer fields, plus the tables to associate it with. */
export const ManufacturerUploadRowSchema = ManufacturerWriteSchema.extend({
  omniclasses: z.array(text(300).min(1)).max(5000).optional(),
})
export type ManufacturerUploadRow = z.infer<typeof ManufacturerUploadRowSchema>

/** base64 of an 18 MB file; the upload route's body limit is sized to match */
export const maxUploadChars = 24 * 1024 * 1024
export const UploadFileSchema = z.strictObject({
  filename: text(255).min(1, 'The file name is required'),
  content: z.string().max(maxUploadChars, 'A file may be at most 18 MB'),
})
export const ManufacturerUploadRequestSchema = z
  .array(UploadFileSchema)
  .min(1, 'Choose at least one file')
  .max(20)

export const ManufacturerUploadResponseSchema = z.object({
  message: z.literal('success'),
  created: z.number().int(),
  updated: z.number().int(),
})

export const ContactCreatedSchema = z.object({ message: z.literal('success'), id: z.number().int() })
