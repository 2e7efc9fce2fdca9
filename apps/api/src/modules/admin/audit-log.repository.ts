import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm'
import { boundsOf } from '@scout/shared/schemas/admin'
import type { Executor } from '../../db/client'
import { auditLog } from '../../db/schema'

export type AuditLogFilter = {
  entity?: string
  action?: string
  user?: string
  key?: string
  from?: string
  to?: string
}

/** `%` and `_` typed by an administrator are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function whereOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.user ? ilike(auditLog.userEmail, `%${escapeLike(filter.user)}%`) : undefined,
    filter.key ? ilike(auditLog.entityKey, `%${escapeLike(filter.key)}%`) : undefined,
    filter.from ? gte(auditLog.at, new Date(boundsOf(filter.from, 'from'))) : undefined,
    filter.to ? lte(auditLog.at, new Date(boundsOf(filter.to, 'to'))) : undefined,
  )
}

/** Newest first; `count` is every matching row, `data` one page of them. */
export async function listAuditLog(
  db: Executor,
  filter: AuditLogFilter,
  page: { page: number; perPage: number },
) {
  const where = whereOf(filter)
  const [total] = await db.select({ n: count() }).from(auditLog).where(where)
  const data = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage)
  return { data, count: Number(total?.n ?? 0) }
}
