import { z } from 'zod'

/**
 * "Ask Scout to find makers" (issue 27, decision 018): a professional at a table no manufacturer in Scout makes
 * asks Scout's staff to find some. The messages are the form's too (react-hook-form reads this schema).
 */
export const maxMakerRequestNote = 1000
/** open requests one user may have at once: enough for real work, a bound on abuse */
export const maxOpenMakerRequests = 25

export const MakerRequestNoteSchema = z
  .string()
  .trim()
  .max(maxMakerRequestNote, `Use at most ${maxMakerRequestNote} characters`)

export const MakerRequestWriteSchema = z.strictObject({
  omniclass: z.string().trim().min(1, 'No identifier provided').max(300, 'Use at most 300 characters'),
  note: MakerRequestNoteSchema.optional(),
})
export type MakerRequestWrite = z.infer<typeof MakerRequestWriteSchema>

/** The form's own fields (the table comes from the page). */
export const MakerRequestFormSchema = z.strictObject({ note: MakerRequestNoteSchema })
export type MakerRequestForm = z.infer<typeof MakerRequestFormSchema>

/** What a stored (or already open) request answers: when, and where Scout will write. */
export const MakerRequestReceiptSchema = z.object({ requested_at: z.string(), email: z.string() })
export type MakerRequestReceipt = z.infer<typeof MakerRequestReceiptSchema>

/** This user's open request for a table, with the address Scout will write to (the account's). */
export const MyMakerRequestSchema = z.object({
  request: MakerRequestReceiptSchema.extend({ note: z.string().nullable() }).nullable(),
})
export type MyMakerRequest = z.infer<typeof MyMakerRequestSchema>

/** The admin list: open requests grouped by table, most asked first, then oldest first. */
export const WantedMakersSchema = z.array(
  z.object({
    number: z.string().nullable(),
    name: z.string(),
    askers: z.number().int(),
    first_asked: z.string(),
    last_asked: z.string(),
    notes: z.array(
      z.object({
        user_name: z.string().nullable(),
        user_email: z.string(),
        note: z.string(),
        requested_at: z.string(),
      }),
    ),
  }),
)
export type WantedMakers = z.infer<typeof WantedMakersSchema>
