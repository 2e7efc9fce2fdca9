import { z } from 'zod'

const count = z.number().int().min(0)

/** One month of growth, counted from each table's created_at. */
export const GrowthMonthSchema = z.object({
  month: z.string(), // YYYY-MM, UTC
  omniclasses: count,
  manufacturers: count,
  variants: count,
  product_images: count,
  users: count,
  requests: count,
})
export type GrowthMonth = z.infer<typeof GrowthMonthSchema>

/** `GET /admin/metrics` ("Database Stats"; the spec does not show the shape, decisions.md §3 lists the counts). */
export const MetricsSchema = z.object({
  omniclasses: z.object({
    total: count,
    reviewed: count,
    unreviewed: count,
    by_source: z.object({ catalogue: count, uploaded: count, generated: count }),
    missing_manufacturers: count,
  }),
  manufacturers: z.object({ total: count, verified: count, with_logo: count }),
  variants: count,
  associations: count,
  product_images: count,
  contacts: count,
  users: z.object({ total: count, admins: count, professionals: count, disabled: count }),
  invites: z.object({ open: count, accepted: count, expired: count, revoked: count }),
  requests_sent: count,
  outbox: z.object({ pending: count, sending: count, sent: count, failed: count }),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), size_bytes: count }),
  /** the last 12 months, oldest first, months without rows included as zeros */
  growth: z.array(GrowthMonthSchema),
  generated_at: z.string(),
})
export type Metrics = z.infer<typeof MetricsSchema>

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })])

/** `GET /admin/log` ("DB Log") filters; per_page above 100 is capped at 100. */
export const AuditLogQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .default(50)
      .transform((value) => Math.min(value, 100)),
    entity: z.string().trim().max(60).optional(),
    action: z.string().trim().max(60).optional(),
    /** part of the acting user's e-mail, case-insensitive */
    user: z.string().trim().max(254).optional(),
    key: z.string().trim().max(400).optional(),
    /** from and to are inclusive; a bare date means that whole day (UTC) */
    from: isoDateOrTime.optional(),
    to: isoDateOrTime.optional(),
  })
  .refine((query) => !query.from || !query.to || boundsOf(query.from, 'from') <= boundsOf(query.to, 'to'), {
    message: 'from must not be after to',
    path: ['from'],
  })

/** The instant a filter bound stands for: a bare `to` date covers its whole day. */
export function boundsOf(value: string, side: 'from' | 'to'): number {
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value)
  const start = new Date(isDate ? `${value}T00:00:00Z` : value).getTime()
  return side === 'to' && isDate ? start + 24 * 60 * 60 * 1000 - 1 : start
}

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  key: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
})
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>

export const AuditLogPageSchema = z.object({
  data: z.array(AuditLogEntrySchema),
  count: count,
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: count,
})
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>
