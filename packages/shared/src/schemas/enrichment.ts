import { z } from 'zod'
import { parseOmniclassIdentifier } from '../domain/omniclass-identifier'
import { significantPairs } from '../domain/omniclass-number'

/** Issue 27's messages, one home for the API and the admin screen. */
export const enrichmentMessages = {
  badBranch: 'A branch is an OmniClass number such as 23-17 or 23-17 11 00',
  nothingToDo: (branch: string | null) =>
    branch ? `No tables without parameters under ${branch}` : 'Every table has parameters already',
  running: 'An enrichment is already running; cancel it or wait until it finishes',
  notResumable: 'Only a cancelled or failed enrichment can be resumed',
  notRunning: 'This enrichment is not running',
  suggestedLabel: 'Suggested parameters, awaiting review',
} as const

/**
 * `23-17 00 00` and `23-17` both mean every table under 23-17: the number's significant pairs, read with the
 * shared identifier parser (a name or "number name" is not a branch).
 */
export function branchPrefix(branch: string): string | null {
  const parsed = parseOmniclassIdentifier(branch)
  if (!parsed?.number || parsed.numberedNameKey) return null
  const [table, ...pairs] = significantPairs(parsed.number)
  return pairs.length ? `${table}-${pairs.join(' ')}` : null
}

export const EnrichmentStartSchema = z.strictObject({
  /** an OmniClass number; absent, null or empty: every table without parameters */
  branch: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .refine((branch) => !branch || branchPrefix(branch) !== null, enrichmentMessages.badBranch)
    .transform((branch) => branch || null),
})
export type EnrichmentStart = z.infer<typeof EnrichmentStartSchema>

export const EnrichmentStateSchema = z.enum(['running', 'done', 'cancelled', 'failed'])

export const EnrichmentRunSchema = z.object({
  id: z.number().int(),
  state: EnrichmentStateSchema,
  branch: z.string().nullable(),
  /** tables without parameters when it started, those looked at so far, and those given a suggestion */
  total: z.number().int(),
  done: z.number().int(),
  suggested: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
})
export type EnrichmentRun = z.infer<typeof EnrichmentRunSchema>

export const LatestEnrichmentSchema = z.object({ run: EnrichmentRunSchema.nullable() })

export const EnrichmentRunParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
})

/** Accepting suggested parameters as they are, for several tables at once (the unreviewed list). */
export const AcceptSuggestedSchema = z.strictObject({
  names: z.array(z.string().trim().min(1).max(400)).min(1, 'Choose at least one table').max(10_000),
})
export const AcceptSuggestedResultSchema = z.object({
  message: z.literal('success'),
  accepted: z.number().int(),
})
