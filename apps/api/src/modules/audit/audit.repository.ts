import type { Executor } from '../../db/client'
import { auditLog } from '../../db/schema'

export type Actor = { id: number; email: string } | null

export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | 'upload' | 'invite' | 'revoke' | 'login' | string
  entity: string
  key?: string | null
  summary?: Record<string, unknown>
}

/** Every admin write appends one row, in the same transaction as the write when one is given. */
export async function appendAudit(db: Executor, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: actor?.id ?? null,
    userEmail: actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityKey: entry.key ?? null,
    summary: entry.summary ?? {},
  })
}
