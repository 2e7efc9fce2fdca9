import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RfiSent } from '@scout/shared/schemas/rfi'
import type { Executor } from '../../db/client'
import { mailOutbox, rfiRequests } from '../../db/schema'

export type NewRfiRequest = typeof rfiRequests.$inferInsert

export async function insertRfiRequest(db: Executor, values: NewRfiRequest) {
  const [row] = await db.insert(rfiRequests).values(values).returning({ id: rfiRequests.id })
  return row!.id
}

/** One page of a professional's requests, newest first, with each message's delivery state (three queries). */
export async function listRequestsOfUser(db: Executor, userId: number, page: number, pageSize: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(rfiRequests)
    .where(eq(rfiRequests.userId, userId))
  const rows = await db
    .select()
    .from(rfiRequests)
    .where(eq(rfiRequests.userId, userId))
    .orderBy(desc(rfiRequests.createdAt), desc(rfiRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const ids = rows.map((row) => row.id)
  const messages = ids.length
    ? await db
        .select({
          rfiRequestId: mailOutbox.rfiRequestId,
          to: mailOutbox.toAddress,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.rfiRequestId, ids))
        .orderBy(asc(mailOutbox.id))
    : []
  const items: RfiSent[] = rows.map((row) => ({
    id: row.id,
    omniclass: row.omniclassName,
    parameters: row.parameters,
    manufacturer_titles: row.manufacturerTitles,
    document_categories: row.documentCategories,
    email_content: row.emailContent,
    user_email: row.userEmail,
    user_name: row.userName,
    attachments: row.attachments,
    deliveries: messages
      .filter((m) => m.rfiRequestId === row.id)
      .map((m) => ({ to: m.to, status: m.status, sent_at: m.sentAt?.toISOString() ?? null })),
    created_at: row.createdAt.toISOString(),
  }))
  return { items, total }
}
