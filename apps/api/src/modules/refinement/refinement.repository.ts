import { sql } from 'drizzle-orm'
import { parseOmniclassIdentifier } from '@scout/shared/domain/omniclass-identifier'
import { parentCandidates } from '@scout/shared/domain/omniclass-number'
import type { Parameter } from '@scout/shared/schemas/omniclass'
import type { Executor } from '../../db/client'
import { manufacturers } from '../../db/schema'
import type { ManufacturerRow } from '../manufacturers/manufacturer-json'

/** What refinement needs of a manufacturer: the wire fields (toManufacturerJson) and the sort keys. */
export type RefinementMaker = Pick<
  ManufacturerRow,
  | 'id'
  | 'title'
  | 'url'
  | 'email'
  | 'logoFilename'
  | 'verified'
  | 'verifiedOn'
  | 'formattedAddress'
  | 'productPageUrl'
  | 'description'
  | 'data'
  | 'linksForProfessionals'
  | 'additionalLinks'
  | 'aggregatorContent'
>

/** A table's manufacturers (and its parent's when expanded) with the parameters of their variants in scope. */
export type TableScope = {
  tableId: number
  /** the tables it was read from (the table, and its parent when expanded) and the numbers it looked up */
  dependsOn: { ids: number[]; numbers: string[] }
  parameters: Parameter[]
  variantsOf: Map<number, Parameter[][]>
  /** set when the table is a generated one awaiting review: only its author and administrators refine it */
  awaitingReview?: { authorId: number | null }
}

type Rows<T> = { rows: T[] }

/**
 * A table by its identifier, in one round trip: the order of `findOmniclass` (omniclass module) as SQL,
 * on the same reading of the identifier (`parseOmniclassIdentifier`).
 */
async function findTable(db: Executor, identifier: string) {
  const parsed = parseOmniclassIdentifier(identifier)
  if (!parsed) return undefined
  const result = (await db.execute(sql`
    select id, number, parameters::text as parameters, awaiting, author_id from (
      (select id, number, parameters, source = 'generated' and not reviewed as awaiting, author_id, 0 as rank
        from omniclasses where name_key = ${parsed.nameKey})
      union all
      (select id, number, parameters, source = 'generated' and not reviewed as awaiting, author_id, 1 as rank
        from omniclasses where name_key = ${parsed.numberedNameKey})
      union all
      (select id, number, parameters, source = 'generated' and not reviewed as awaiting, author_id, 2 as rank
        from omniclasses where number = ${parsed.number}
        order by reviewed desc, (source = 'catalogue') desc, id limit 1)
    ) found order by rank limit 1`)) as unknown as Rows<{
    id: number
    number: string | null
    parameters: string
    awaiting: boolean
    author_id: number | null
  }>
  const row = result.rows[0]
  return (
    row && {
      id: row.id,
      number: row.number,
      parameters: JSON.parse(row.parameters) as Parameter[],
      ...(row.awaiting ? { awaitingReview: { authorId: row.author_id } } : {}),
    }
  )
}

/**
 * The table by name or number, the manufacturers associated with it (and with its parent, the nearest
 * existing ancestor by number, when expanded) and their variants' parameters: two round trips. Parameters
 * travel as text and are parsed here, which is faster than the drivers' JSON columns for hundreds of rows.
 */
export async function loadTableScope(
  db: Executor,
  identifier: string,
  expanded: boolean,
): Promise<TableScope | undefined> {
  const table = await findTable(db, identifier)
  if (!table) return undefined
  const candidates = expanded && table.number ? parentCandidates(table.number) : []
  const list = `{${candidates.map((c) => `"${c}"`).join(',')}}`
  const parents = candidates.length
    ? ((await db.execute(sql`
        select id from omniclasses where number = any(${list}::text[])
        order by array_position(${list}::text[], number), id limit 1`)) as unknown as Rows<{ id: number }>)
    : { rows: [] }
  const ids = [table.id, ...parents.rows.map((row) => Number(row.id))]
  const scopeList = `{${ids.join(',')}}`
  const result = (await db.execute(sql`
    with scope as (select unnest(${scopeList}::int[]) as id),
    makers as (select distinct manufacturer_id from manufacturer_omniclasses where omniclass_id in (select id from scope))
    select makers.manufacturer_id as id, v.parameters::text as parameters
    from makers left join variants v on v.manufacturer_id = makers.manufacturer_id and v.omniclass_id in (select id from scope)`)) as unknown as Rows<{
    id: number
    parameters: string | null
  }>
  const variantsOf = new Map<number, Parameter[][]>()
  for (const row of result.rows) {
    const list = variantsOf.get(row.id) ?? []
    if (row.parameters) list.push(JSON.parse(row.parameters) as Parameter[])
    variantsOf.set(row.id, list)
  }
  const numbers = [...(table.number ? [table.number] : []), ...candidates]
  return {
    tableId: table.id,
    dependsOn: { ids, numbers },
    parameters: table.parameters,
    variantsOf,
    awaitingReview: table.awaitingReview,
  }
}

export function listRefinementMakers(db: Executor, ids: number[]): Promise<RefinementMaker[]> {
  return (
    db
      .select({
        id: manufacturers.id,
        title: manufacturers.title,
        url: manufacturers.url,
        email: manufacturers.email,
        logoFilename: manufacturers.logoFilename,
        verified: manufacturers.verified,
        verifiedOn: manufacturers.verifiedOn,
        formattedAddress: manufacturers.formattedAddress,
        productPageUrl: manufacturers.productPageUrl,
        description: manufacturers.description,
        data: manufacturers.data,
        linksForProfessionals: manufacturers.linksForProfessionals,
        additionalLinks: manufacturers.additionalLinks,
        aggregatorContent: manufacturers.aggregatorContent,
      })
      .from(manufacturers)
      // one array parameter: a list of hundreds of parameters costs the server more to parse and plan
      .where(sql`${manufacturers.id} = any(${`{${ids.join(',')}}`}::int[])`)
  )
}

/** The numbers the tables have now (a table removed has none): what a cached scope may have looked up. */
export async function listTableNumbers(db: Executor, ids: number[]): Promise<string[]> {
  const result = (await db.execute(sql`
    select number from omniclasses where id = any(${`{${ids.join(',')}}`}::int[]) and number is not null`)) as unknown as Rows<{
    number: string
  }>
  return result.rows.map((row) => row.number)
}
