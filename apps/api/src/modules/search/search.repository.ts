import { inArray, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { manufacturerOmniclasses, manufacturers, omniclasses, productImages, variants } from '../../db/schema'

/** One row of `search_changes` (migration 0001): what changed, in which transaction. */
export type Change = { id: number; xid: bigint; entity: string; entityId: number | null }
export type ChangeCheck = { horizon: bigint; changes: Change[] }

type Rows<T> = { rows: T[] }

/**
 * The cheap question asked before every search: which changes could this process have missed?
 * `horizon` is the oldest transaction still running now; everything older has committed or aborted and is
 * visible, so changes below it never need asking for again. Without `since`, it answers for a rebuild that
 * is about to read the tables: the changes its reads will already include.
 */
export async function checkChanges(db: Executor, since: bigint | null): Promise<ChangeCheck> {
  const floor = since === null ? sql`s.horizon` : sql`${since.toString()}::xid8`
  const result = (await db.execute(sql`
    select s.horizon::text as horizon, c.id::text as id, c.xid::text as xid, c.entity, c.entity_id
    from (select pg_snapshot_xmin(pg_current_snapshot()) as horizon) s
    left join search_changes c on c.xid >= ${floor}
    order by c.id`)) as unknown as Rows<{ horizon: string; id: string | null; xid: string | null; entity: string | null; entity_id: number | null }>
  const horizon = BigInt(result.rows[0]?.horizon ?? '0')
  const changes = result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({ id: Number(row.id), xid: BigInt(row.xid!), entity: row.entity!, entityId: row.entity_id }))
  return { horizon, changes }
}

/** Changes older than any process still needs (a process idle for longer rebuilds instead). */
export async function pruneChanges(db: Executor, olderThanHours: number) {
  await db.execute(sql`delete from search_changes where at < now() - make_interval(hours => ${olderThanHours})`)
}

export function listOmniclasses(db: Executor, ids?: number[]) {
  return db
    .select({ id: omniclasses.id, number: omniclasses.number, name: omniclasses.name })
    .from(omniclasses)
    .where(ids ? inArray(omniclasses.id, ids) : undefined)
    .orderBy(omniclasses.number, omniclasses.name)
}

export function listManufacturerTitles(db: Executor, ids?: number[]) {
  return db
    .select({ id: manufacturers.id, title: manufacturers.title })
    .from(manufacturers)
    .where(ids ? inArray(manufacturers.id, ids) : undefined)
}

export function listAssociations(db: Executor, omniclassIds?: number[]) {
  return db
    .select({ omniclassId: manufacturerOmniclasses.omniclassId, manufacturerId: manufacturerOmniclasses.manufacturerId })
    .from(manufacturerOmniclasses)
    .where(omniclassIds ? inArray(manufacturerOmniclasses.omniclassId, omniclassIds) : undefined)
}

/** Variants that name products (most name none, and the rest need not be read at all). */
export function listVariantProducts(db: Executor, ids?: number[]) {
  return db
    .select({ id: variants.id, omniclassId: variants.omniclassId, manufacturerId: variants.manufacturerId, names: variants.productNames })
    .from(variants)
    .where(ids ? inArray(variants.id, ids) : sql`jsonb_array_length(${variants.productNames}) > 0`)
}

export function listImageProducts(db: Executor, ids?: number[]) {
  return db
    .select({ id: productImages.id, omniclassId: productImages.omniclassId, manufacturerId: productImages.manufacturerId, name: productImages.productName })
    .from(productImages)
    .where(ids ? inArray(productImages.id, ids) : isNotNull(productImages.productName))
}
