import { z } from 'zod'

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable().optional()
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Use an http(s) address')

export const LinkSchema = z.strictObject({ url: httpUrl, title: text(300) })
export type Link = z.infer<typeof LinkSchema>

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
export const emptyAggregatorContent: AggregatorContent = { architizer: 0, caddetails: 0, bimobject: 0, bimsmith: 0 }

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
  email: z.union([z.email().max(254), z.literal('')]).nullable().optional(),
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

export const ManufacturerWriteSchema = z.strictObject({
  title: text(300).min(1, 'Title is required'),
  url: httpUrl.nullable().optional().or(z.literal('')),
  email: z.union([z.email().max(254), z.literal('')]).nullable().optional(),
  verified: z.boolean().optional(),
  verified_on: z.iso.date().nullable().optional(),
  formatted_address: optionalText(500),
  product_page_url: httpUrl.nullable().optional().or(z.literal('')),
  description: optionalText(20_000),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  links_for_professionals: z.array(LinkSchema).max(100).optional(),
  additional_links: z.array(LinkSchema).max(100).optional(),
  aggregator_content: AggregatorContentSchema.partial().optional(),
  logo_filename: optionalText(255),
})
export type ManufacturerWrite = z.infer<typeof ManufacturerWriteSchema>

export const ManufacturerDataUpdateSchema = z.strictObject({
  title: text(300).min(1),
  data: ManufacturerWriteSchema.omit({ title: true }).extend({ title: text(300).min(1).optional() }).partial(),
})
