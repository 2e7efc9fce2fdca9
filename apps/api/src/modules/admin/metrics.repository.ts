import { sql } from 'drizzle-orm'
import type { GrowthMonth } from '@scout/shared/schemas/admin'
import type { Executor } from '../../db/client'
import {
  contacts,
  invites,
  mailOutbox,
  manufacturerOmniclasses,
  manufacturers,
  omniclasses,
  productImages,
  rfiRequests,
  users,
  variants,
} from '../../db/schema'

type Row = Record<string, number | string | null>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/** Every count in one round trip: scalar subqueries, each cast to int (count(*) is a bigint, a string in pg). */
export async function readCounts(db: Executor): Promise<Record<string, number>> {
  const n = (query: ReturnType<typeof sql>) => sql`(${query})::int`
  const result = await db.execute(sql`select
    ${n(sql`select count(*) from ${omniclasses}`)} as omniclasses,
    ${n(sql`select count(*) from ${omniclasses} where reviewed`)} as reviewed,
    ${n(sql`select count(*) from ${omniclasses} where source = 'catalogue'`)} as catalogue,
    ${n(sql`select count(*) from ${omniclasses} where source = 'uploaded'`)} as uploaded,
    ${n(sql`select count(*) from ${omniclasses} where source = 'generated'`)} as generated,
    ${n(sql`select count(*) from ${omniclasses} o where not exists (select 1 from ${manufacturerOmniclasses} mo where mo.omniclass_id = o.id)`)} as missing,
    ${n(sql`select count(*) from ${manufacturers}`)} as manufacturers,
    ${n(sql`select count(*) from ${manufacturers} where verified`)} as verified,
    ${n(sql`select count(*) from ${manufacturers} where logo_filename is not null`)} as with_logo,
    ${n(sql`select count(*) from ${variants}`)} as variants,
    ${n(sql`select count(*) from ${manufacturerOmniclasses}`)} as associations,
    ${n(sql`select count(*) from ${productImages}`)} as product_images,
    ${n(sql`select count(*) from ${contacts}`)} as contacts,
    ${n(sql`select count(*) from ${users}`)} as users,
    ${n(sql`select count(*) from ${users} where role = 'admin'`)} as admins,
    ${n(sql`select count(*) from ${users} where disabled`)} as disabled,
    ${n(sql`select count(*) from ${invites} where accepted_at is null and revoked_at is null and expires_at > now()`)} as invites_open,
    ${n(sql`select count(*) from ${invites} where accepted_at is not null`)} as invites_accepted,
    ${n(sql`select count(*) from ${invites} where accepted_at is null and revoked_at is null and expires_at <= now()`)} as invites_expired,
    ${n(sql`select count(*) from ${invites} where accepted_at is null and revoked_at is not null`)} as invites_revoked,
    ${n(sql`select count(*) from ${rfiRequests}`)} as requests,
    ${n(sql`select count(*) from ${mailOutbox} where status = 'pending'`)} as outbox_pending,
    ${n(sql`select count(*) from ${mailOutbox} where status = 'sending'`)} as outbox_sending,
    ${n(sql`select count(*) from ${mailOutbox} where status = 'sent'`)} as outbox_sent,
    ${n(sql`select count(*) from ${mailOutbox} where status = 'failed'`)} as outbox_failed,
    pg_database_size(current_database())::float8 as size_bytes`)
  const [row = {}] = rowsOf(result)
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]))
}

/** The last `months` calendar months (UTC), oldest first. */
export function lastMonths(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1))
    return date.toISOString().slice(0, 7)
  })
}

const growthKinds = [
  'omniclasses',
  'manufacturers',
  'variants',
  'product_images',
  'users',
  'requests',
] as const

/** New rows per month from each table's created_at, zero-filled, in one union query. */
export async function readGrowth(db: Executor, now = new Date(), months = 12): Promise<GrowthMonth[]> {
  const keys = lastMonths(now, months)
  const since = new Date(`${keys[0]}-01T00:00:00Z`)
  const perMonth = (kind: (typeof growthKinds)[number], table: unknown) =>
    sql`select ${sql.raw(`'${kind}'`)}::text as kind, to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
        from ${table} where created_at >= ${since.toISOString()}::timestamptz group by 2`
  const result = await db.execute(
    sql.join(
      [
        perMonth('omniclasses', omniclasses),
        perMonth('manufacturers', manufacturers),
        perMonth('variants', variants),
        perMonth('product_images', productImages),
        perMonth('users', users),
        perMonth('requests', rfiRequests),
      ],
      sql` union all `,
    ),
  )
  const growth = new Map(
    keys.map((month) => [
      month,
      { month, ...Object.fromEntries(growthKinds.map((kind) => [kind, 0])) } as GrowthMonth,
    ]),
  )
  for (const row of rowsOf(result)) {
    const entry = growth.get(String(row.month))
    if (entry) entry[row.kind as (typeof growthKinds)[number]] = Number(row.n)
  }
  return [...growth.values()]
}
