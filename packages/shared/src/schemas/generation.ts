import { z } from 'zod'
import { ErrorCode } from '../errors'
import { OmniclassSourceSchema, ParameterSchema } from './omniclass'

/** Spec §9: the home page waits 60 seconds, ticking every second; the job has the same budget. */
export const generationBudgetMs = 60_000
export const maxGenerateTextLength = 150

/** `POST /api/omniclass/generate`: the text typed on the home page. */
export const GenerateRequestSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Type the product to generate')
    .max(maxGenerateTextLength, `Keep the product name to ${maxGenerateTextLength} characters`)
    .refine(
      (text) => /[\p{L}\p{N}]/u.test(text),
      'Type a product name with letters or digits, not only punctuation',
    )
    // no catalogue name has markup characters; a name made of a tag is a paste or a probe, not a product
    .refine((text) => !/[<>]/.test(text), 'Product names cannot contain < or >'),
})
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>

export const GenerateJobSchema = z.object({ job_id: z.string() })
export type GenerateJob = z.infer<typeof GenerateJobSchema>

export const GenerationStepSchema = z.enum(['checking', 'similar', 'ifc', 'merging', 'model', 'saving'])
export type GenerationStep = z.infer<typeof GenerationStepSchema>

export const GenerationStateSchema = z.enum(['running', 'done', 'failed', 'cancelled'])
export type GenerationState = z.infer<typeof GenerationStateSchema>

/**
 * What `GET /api/omniclass/generate/{job_id}/events` streams (text/event-stream): each SSE event is named
 * by `type` and carries this JSON as its data. `done`, `failed` and `cancelled` end the stream.
 */
export const GenerationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), step: GenerationStepSchema, message: z.string() }),
  z.object({
    type: z.literal('done'),
    /** the table to open: the new one, or the existing one the text named */
    name: z.string(),
    created: z.boolean(),
    source: OmniclassSourceSchema,
    suggested_number: z.string().nullable(),
    engine: z.enum(['builtin', 'model']).nullable(),
  }),
  z.object({
    type: z.literal('failed'),
    message: z.string(),
    /**
     * NOT_A_PRODUCT when the job found the text names no building product (or the model said so): the same
     * code and kind of reason as the 400 that refuses such text before a job starts
     */
    code: z.literal(ErrorCode.notAProduct).optional(),
  }),
  z.object({ type: z.literal('cancelled'), message: z.string() }),
])
export type GenerationEvent = z.infer<typeof GenerationEventSchema>

/** `GET /api/omniclass/generate/{job_id}`: the job so far, for clients that poll instead of streaming. */
export const GenerationJobStatusSchema = z.object({
  job_id: z.string(),
  text: z.string(),
  state: GenerationStateSchema,
  events: z.array(GenerationEventSchema),
})
export type GenerationJobStatus = z.infer<typeof GenerationJobStatusSchema>

const NumberFamilySchema = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{2}( \d{2}){0,5}$/, 'An OmniClass number looks like 23-17 11')

/**
 * The table a generator proposes, the built-in engine or a language model alike: its parameters and the
 * closest OmniClass number family. A model's answer must parse with this schema or it is not used.
 */
export const GeneratedTableSchema = z.object({
  parameters: z.array(ParameterSchema).min(1).max(40),
  suggested_number: NumberFamilySchema.nullable(),
})
export type GeneratedTable = z.infer<typeof GeneratedTableSchema>
