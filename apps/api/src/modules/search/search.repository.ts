import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'

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
  const result = await rawClient(db).query<{
    horizon: string
    id: string | null
    xid: string | null
    entity: string | null
    entity_id: number | null
  }>(checkText, [since === null ? null : since.toString()], 'scout_search_check')
  const horizon = BigInt(result.rows[0]?.horizon ?? '0')
  const changes = result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: Number(row.id),
      xid: BigInt(row.xid!),
      entity: row.entity!,
      entityId: row.entity_id,
    }))
  return { horizon, changes }
}

// asked before nearly every search: one fixed text, sent straight to the driver (node-postgres or PGlite)
const checkText = `
  select s.horizon::text as horizon, c.id::text as id, c.xid::text as xid, c.entity, c.entity_id
  from (select pg_snapshot_xmin(pg_current_snapshot()) as horizon) s
  left join search_changes c on c.xid >= coalesce($1::xid8, s.horizon)
  order by c.id`

type RawClient = { query: <T>(text: string, params: unknown[], name?: string) => Promise<{ rows: T[] }> }
type DriverClient = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }>; totalCount?: number }
/**
 * The driver under drizzle. On node-postgres a named query is prepared once per connection, so the server
 * neither parses nor plans it again; PGlite has no named queries and is asked the plain text.
 */
function rawClient(db: Executor): RawClient {
  const client = (db as unknown as { $client: DriverClient }).$client
  const pooled = typeof client.totalCount === 'number'
  return {
    query: <T>(text: string, values: unknown[], name?: string) =>
      (pooled && name ? client.query({ name, text, values }) : client.query(text, values)) as Promise<{
        rows: T[]
      }>,
  }
}

/** Asks this session's writes to announce themselves at commit (migration 0002; the embedded database). */
export async function announceChanges(db: Executor) {
  await db.execute(sql`select set_config('scout.notify_search', 'on', false)`)
}

/** Changes older than any process still needs (a process idle for longer rebuilds instead). */
export async function pruneChanges(db: Executor, olderThanHours: number) {
  await db.execute(
    sql`delete from search_changes where at < now() - make_interval(hours => ${olderThanHours})`,
  )
}

/**
 * Reads a whole result as one JSON text: tens of thousands of rows arrive as a single value, which both
 * drivers (and PGlite's WebAssembly boundary above all) hand over far faster than row by row.
 */
async function selectJson<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(
    sql`select coalesce(json_agg(t), '[]')::text as data from (${query}) t`,
  )) as unknown as Rows<{ data: string }>
  return JSON.parse(result.rows[0]?.data ?? '[]') as T[]
}

const only = (column: SQL, ids: number[] | undefined) =>
  ids ? sql`${column} = any(${`{${ids.join(',')}}`}::int[])` : sql`true`

/** `awaiting`: a generated table no one has reviewed yet, shown to its author and administrators only */
export function listOmniclasses(db: Executor, ids?: number[]) {
  return selectJson<{
    id: number
    number: string | null
    name: string
    awaiting: boolean
    authorId: number | null
  }>(
    db,
    sql`select id, number, name, (source = 'generated' and not reviewed) as awaiting, author_id as "authorId"
      from omniclasses where ${only(sql`id`, ids)} order by number, name`,
  )
}

export function listManufacturerTitles(db: Executor, ids?: number[]) {
  return selectJson<{ id: number; title: string }>(
    db,
    sql`select id, title from manufacturers where ${only(sql`id`, ids)}`,
  )
}

/** A page of the full reads: the embedded database keeps the memory a large result needs, so pages stay small. */
export type Page = { after: number; size: number }

/** Each table's manufacturer ids: for the given tables, or for a page of tables by id. */
export function listMakers(db: Executor, omniclassIds: number[] | Page) {
  const which = Array.isArray(omniclassIds)
    ? only(sql`omniclass_id`, omniclassIds)
    : sql`omniclass_id in (select id from omniclasses where id > ${omniclassIds.after} order by id limit ${omniclassIds.size})`
  return selectJson<{ id: number; makers: number[] }>(
    db,
    sql`select omniclass_id as id, array_agg(manufacturer_id) as makers from manufacturer_omniclasses where ${which} group by omniclass_id order by omniclass_id`,
  )
}

/** The given variants, or a page of those that name products (most name none and need not be read). */
export function listVariantProducts(db: Executor, ids: number[] | Page) {
  const which = Array.isArray(ids)
    ? only(sql`id`, ids)
    : sql`id > ${ids.after} and jsonb_array_length(product_names) > 0 order by id limit ${ids.size}`
  return selectJson<{ id: number; omniclassId: number; manufacturerId: number; names: unknown }>(
    db,
    sql`select id, omniclass_id as "omniclassId", manufacturer_id as "manufacturerId", product_names as names from variants where ${which}`,
  )
}

export function listImageProducts(db: Executor, ids?: number[]) {
  return selectJson<{ id: number; omniclassId: number | null; manufacturerId: number; name: string | null }>(
    db,
    sql`select id, omniclass_id as "omniclassId", manufacturer_id as "manufacturerId", product_name as name from product_images
        where ${ids ? only(sql`id`, ids) : sql`product_name is not null`}`,
  )
}
