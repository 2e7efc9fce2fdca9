import { z } from 'zod'

const text = (max: number) => z.string().trim().max(max)

export const ParameterSchema = z.strictObject({
  name: text(200).min(1, 'Parameter name is required'),
  values: z.array(text(500)).max(2000),
})
export type Parameter = z.infer<typeof ParameterSchema>

export const OmniclassSourceSchema = z.enum(['catalogue', 'uploaded', 'generated'])
export type OmniclassSource = z.infer<typeof OmniclassSourceSchema>

export const OmniclassNumberSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{2}-\d{2}( \d{2}){0,5}$/, 'An OmniClass number looks like 23-17 11 00')

/** What the API answers for a table (spec §3 plus decisions.md §3). */
export const OmniclassSchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  parameters: z.array(ParameterSchema),
  manufacturer_titles: z.array(z.string()),
  manufacturer_title: z.string().nullable(),
  reviewed: z.boolean(),
  source: OmniclassSourceSchema,
  suggested_number: z.string().nullable().optional(),
  updated_at: z.string().optional(),
})
export type Omniclass = z.infer<typeof OmniclassSchema>

export const OmniclassSummarySchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  reviewed: z.boolean(),
  source: OmniclassSourceSchema,
})
export type OmniclassSummary = z.infer<typeof OmniclassSummarySchema>

/** Create and update take the table; unknown fields are refused so a typo cannot silently drop data. */
export const OmniclassWriteSchema = z.strictObject({
  number: OmniclassNumberSchema.nullable().optional(),
  name: text(300).min(1, 'Name is required'),
  parameters: z.array(ParameterSchema).max(200).default([]),
  reviewed: z.boolean().optional(),
  source: OmniclassSourceSchema.optional(),
  manufacturer_titles: z.array(text(300)).max(5000).optional(),
  manufacturer_title: z.string().nullable().optional(),
  suggested_number: z.string().nullable().optional(),
  /** on update: the current name, when the table is being renamed */
  original_name: text(300).optional(),
})
export type OmniclassWrite = z.infer<typeof OmniclassWriteSchema>

export const SelectedValueSchema = z.strictObject({
  name: text(200),
  value: text(500),
})
export type SelectedValue = z.infer<typeof SelectedValueSchema>

export const VariantSchema = z.strictObject({
  omniclass_name: text(300).min(1),
  manufacturer_title: text(300).min(1),
  parameters: z.array(ParameterSchema).max(200),
  product_names: z.array(text(300)).max(500).default([]),
})
export type Variant = z.infer<typeof VariantSchema>

export const AssociationSchema = z.object({ omniclass_name: z.string(), manufacturer_title: z.string() })
