import { z } from 'zod'
import { ManufacturerSchema } from './manufacturer'
import { SelectedValueSchema } from './omniclass'

/** Longer text is refused with a reason rather than searched: nobody types 200 characters into an autocomplete. */
export const maxSearchText = 200
export const defaultSearchLimit = 20
export const maxSearchLimit = 100

/** `GET /api/search?q=&limit=`: the home autocomplete (spec §7 "Other calls", decisions.md §3 "Search"). */
export const SearchQuerySchema = z.strictObject({
  q: z.string().max(maxSearchText, `Search text is at most ${maxSearchText} characters`).default(''),
  limit: z.coerce.number().int().min(1).max(maxSearchLimit).default(defaultSearchLimit),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const searchHitKinds = ['omniclass', 'product'] as const
export type SearchHitKind = (typeof searchHitKinds)[number]

/**
 * One row of the dropdown. For a table: its own number and name. For a product: the product's name, and
 * `number`/`omniclass_name` of the table it belongs to (null when its images name no table).
 * `manufacturer_titles` fill the expandable row: the table's manufacturers, or those offering the product.
 */
export const SearchHitSchema = z.object({
  kind: z.enum(searchHitKinds),
  number: z.string().nullable(),
  name: z.string(),
  omniclass_name: z.string().nullable(),
  manufacturer_titles: z.array(z.string()),
  /** how many manufacturers there are in all; `manufacturer_titles` lists at most 24 of them (A–Z) */
  manufacturer_count: z.number().int(),
  /** a generated table no one has reviewed yet, which only its author and administrators see */
  awaiting_review: z.literal(true).optional(),
})
export type SearchHit = z.infer<typeof SearchHitSchema>

export const SearchResponseSchema = z.object({ hits: z.array(SearchHitSchema) })
export type SearchResponse = z.infer<typeof SearchResponseSchema>

/** `?expanded=true` adds the parent table's manufacturers (decisions.md §3); anything but "true" means no. */
export const RefinementQuerySchema = z.strictObject({
  expanded: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
})

/** `POST /api/manufacturer/selected_parameters` and `/api/manufacturer/filter`: spec §7 `{omniclass, parameters}`. */
export const RefinementRequestSchema = z.strictObject({
  omniclass: z.string({ error: 'No identifier provided' }).trim().min(1, 'No identifier provided').max(400),
  parameters: z.array(SelectedValueSchema).max(200).default([]),
})
export type RefinementRequest = z.infer<typeof RefinementRequestSchema>

/** How many of the listed manufacturers offer each value, given the other selections. */
export const FacetSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
})
export type Facet = z.infer<typeof FacetSchema>

export const RefinementManufacturerSchema = ManufacturerSchema.extend({ highlighted: z.boolean() })
export type RefinementManufacturer = z.infer<typeof RefinementManufacturerSchema>

/** Every manufacturer of the table (and its parent when expanded), in the spec's order, plus facet counts. */
export const RefinementResponseSchema = z.object({
  manufacturers: z.array(RefinementManufacturerSchema),
  facets: z.array(FacetSchema),
})
export type RefinementResponse = z.infer<typeof RefinementResponseSchema>

/** The spec's "filter" call: the titles that offer every selected value, in the same order. */
export const FilterResponseSchema = z.object({ titles: z.array(z.string()) })
export type FilterResponse = z.infer<typeof FilterResponseSchema>
