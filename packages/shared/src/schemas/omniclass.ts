import { z } from 'zod'
import { omniclassNumberPattern } from '../domain/omniclass-number'
import { requiredOnWire } from './wire'

// the messages are the admin forms' too (apps/web): one source of limits and texts
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`)

export const maxParameters = 200
export const maxParameterValues = 2000

export const ParameterSchema = z.strictObject({
  name: text(200).min(1, 'Parameter name is required'),
  values: z.array(text(500)).max(maxParameterValues),
})
export type Parameter = z.infer<typeof ParameterSchema>

/** Parameters as written by clients: names must differ (case aside), or a column would shadow another. */
export const ParametersWriteSchema = z
  .array(ParameterSchema)
  .max(maxParameters)
  .superRefine((parameters, ctx) => {
    const seen = new Set<string>()
    parameters.forEach((parameter, index) => {
      const key = parameter.name.toLowerCase()
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `Parameter "${parameter.name}" appears twice`,
        })
      seen.add(key)
    })
  })

/** What the server answers: no limits, so a stored table can always be read back. */
const ParameterOutSchema = z.object({ name: z.string(), values: z.array(z.string()) })

export const OmniclassSourceSchema = z.enum(['catalogue', 'uploaded', 'generated'])
export type OmniclassSource = z.infer<typeof OmniclassSourceSchema>

/** `23-17 11 00`: the table, then up to seven pairs (Table 23 goes as deep as `23-13 31 21 13 11 11 11`). */
export { omniclassNumberPattern }

export const OmniclassNumberSchema = z
  .string()
  .trim()
  .max(40)
  .regex(omniclassNumberPattern, 'An OmniClass number looks like 23-17 11 00')

export const OmniclassRefSchema = z.object({ number: z.string().nullable(), name: z.string() })
export type OmniclassRef = z.infer<typeof OmniclassRefSchema>

/** What the API answers for a table (spec §3 plus decisions.md §3). */
export const OmniclassSchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  parameters: z.array(ParameterOutSchema),
  manufacturer_titles: z.array(z.string()),
  /** set when the parameters are that manufacturer's variant (or its generic fallback) */
  manufacturer_title: z.string().nullable(),
  reviewed: z.boolean(),
  source: OmniclassSourceSchema,
  /** true when `parameters` are the manufacturer's own variant rather than the generic table */
  is_variant: z.boolean().optional(),
  /** the nearest existing ancestor by number (decisions.md §3), for the Expand toggle */
  parent: OmniclassRefSchema.nullable().optional(),
  suggested_number: z.string().nullable().optional(),
  /** "Generated, awaiting review": seen only by its author and administrators until reviewed */
  awaiting_review: z.boolean().optional(),
  /** issue 27: the parameters were suggested by the engine for a catalogue table that had none, unreviewed */
  parameters_suggested: z.boolean().optional(),
  /** issue 27: the table has no parameters yet and the engine is suggesting them now; ask again shortly */
  parameters_pending: z.boolean().optional(),
  updated_at: z.string().optional(),
})
export type Omniclass = z.infer<typeof OmniclassSchema>

export const OmniclassSummarySchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  reviewed: z.boolean(),
  source: OmniclassSourceSchema,
  /** a generated table's proposed number, until a reviewer gives it one */
  suggested_number: z.string().nullable().optional(),
  /** issue 27: its parameters were suggested by the engine and await review */
  parameters_suggested: z.boolean().optional(),
})
export type OmniclassSummary = z.infer<typeof OmniclassSummarySchema>

/** `GET /api/omniclass/get/all`: what the home autocomplete's fallback filter needs, for every table. */
export const OmniclassListItemSchema = z.object({
  number: z.string().nullable(),
  name: z.string(),
  manufacturer_titles: z.array(z.string()),
  reviewed: z.boolean(),
  /** "Generated, awaiting review": seen only by its author and administrators until reviewed */
  awaiting_review: z.boolean().optional(),
})
export type OmniclassListItem = z.infer<typeof OmniclassListItemSchema>

/** An empty identifier is treated as missing, so the handler can answer the spec's message. */
export const GetOmniclassQuerySchema = z.strictObject({
  identifier: requiredOnWire(text(400).optional()),
  manufacturer_title: text(300).optional(),
})

/** Create and update take the table; unknown fields are refused so a typo cannot silently drop data. */
export const OmniclassWriteSchema = z.strictObject({
  number: OmniclassNumberSchema.nullable().optional(),
  name: text(300).min(1, 'Name is required'),
  parameters: ParametersWriteSchema.default([]),
  reviewed: z.boolean().optional(),
  source: OmniclassSourceSchema.optional(),
  /** when present, the table's associated manufacturers become exactly these titles */
  manufacturer_titles: z.array(text(300)).max(5000).optional(),
  /** only null is accepted here: a manufacturer's parameters are written through the variant calls */
  manufacturer_title: text(300).nullable().optional(),
  is_variant: z.boolean().optional(),
  parent: OmniclassRefSchema.nullable().optional(),
  suggested_number: OmniclassNumberSchema.nullable().optional(),
  /** as `get` answers it, so a table as fetched is accepted; it follows from `source` and `reviewed` */
  awaiting_review: z.boolean().optional(),
  /** as `get` answers them (issue 27); saving a table whose parameters were suggested reviews them */
  parameters_suggested: z.boolean().optional(),
  parameters_pending: z.boolean().optional(),
  updated_at: z.string().max(40).optional(),
  /** on update: the current name, when the table is being renamed */
  original_name: text(300).optional(),
})
export type OmniclassWrite = z.infer<typeof OmniclassWriteSchema>

/** On update, leaving out `parameters` keeps the stored ones. */
export const OmniclassUpdateSchema = OmniclassWriteSchema.extend({
  parameters: ParametersWriteSchema.optional(),
})
export type OmniclassUpdate = z.infer<typeof OmniclassUpdateSchema>

export const AdminOmniclassGetQuerySchema = z.strictObject({ name: requiredOnWire(text(400).optional()) })

export const MissingManufacturersQuerySchema = z.strictObject({
  reviewed: z.enum(['0', '1', 'true', 'false']).optional(),
})

/** `PUT /admin/omniclass/manufacturers`: `query` names the table; `associations` are manufacturer titles. */
export const SetOmniclassManufacturersRequestSchema = z.strictObject({
  query: text(400).min(1, 'query names the omniclass'),
  associations: z.array(text(300).min(1)).max(5000),
})

export const maxUploadFiles = 50
export const UploadFileSchema = z.strictObject({
  filename: text(255).min(1, 'filename is required'),
  content: z.string().max(30_000_000),
})
export const UploadOmniclassRequestSchema = z
  .array(UploadFileSchema)
  .min(1, 'Send at least one file')
  .max(maxUploadFiles, `Send at most ${maxUploadFiles} files at once`)

export const UploadFileResultSchema = z.object({
  filename: z.string(),
  layout: z.enum(['catalogue', 'omniclass']),
  tables: z.number(),
  created: z.number(),
  updated: z.number(),
})
export const UploadOmniclassResponseSchema = z.object({
  message: z.literal('success'),
  files: z.array(UploadFileResultSchema),
})

export const SelectedValueSchema = z.strictObject({
  name: text(200),
  value: text(500),
})
export type SelectedValue = z.infer<typeof SelectedValueSchema>

export const VariantSchema = z.strictObject({
  omniclass_name: text(400).min(1, 'Choose a table'),
  manufacturer_title: text(300).min(1, 'Choose a manufacturer'),
  parameters: ParametersWriteSchema,
  product_names: z.array(text(300)).max(500, 'Use at most 500 product names').default([]),
})
export type Variant = z.infer<typeof VariantSchema>

/** On update, leaving out `product_names` keeps the stored ones. */
export const VariantUpdateSchema = VariantSchema.extend({
  parameters: ParametersWriteSchema.optional(),
  product_names: z.array(text(300)).max(500, 'Use at most 500 product names').optional(),
})

export const VariantOutSchema = z.object({
  omniclass_name: z.string(),
  omniclass_number: z.string().nullable(),
  manufacturer_title: z.string(),
  parameters: z.array(ParameterOutSchema),
  product_names: z.array(z.string()),
  updated_at: z.string(),
})

export const GetVariantQuerySchema = z.strictObject({
  name: requiredOnWire(text(400).optional()),
  manufacturer: requiredOnWire(text(300).optional()),
})

export const OwnedVariantsQuerySchema = z.strictObject({
  name: text(400).optional(),
  manufacturer: text(300).optional(),
})

export const AssociationSchema = z.object({ omniclass_name: z.string(), manufacturer_title: z.string() })
export type Association = z.infer<typeof AssociationSchema>
