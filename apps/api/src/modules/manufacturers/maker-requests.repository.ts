import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { toUrlName } from '@scout/shared/domain/names'
import type { WantedMakers } from '@scout/shared/schemas/maker-request'
import type { Db, Executor } from '../../db/client'
import { makerRequests, manufacturerOmniclasses, omniclasses, users } from '../../db/schema'
import { enqueueMail } from '../mail/outbox.repository'

export const makerRequestMailKind = 'maker-request'

const open = isNull(makerRequests.fulfilledAt)

/** This user's open request for the table, if any. */
export async function findOpenMakerRequest(db: Executor, omniclassId: number, userId: number) {
  const [row] = await db
    .select({ createdAt: makerRequests.createdAt, note: makerRequests.note })
    .from(makerRequests)
    .where(and(eq(makerRequests.omniclassId, omniclassId), eq(makerRequests.userId, userId), open))
  return row
}

export async function countOpenMakerRequests(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(makerRequests)
    .where(and(eq(makerRequests.userId, userId), open))
  return row?.n ?? 0
}

/**
 * Stores an open request; undefined when this user already has one for the table (the partial unique index
 * decides, so two clicks racing store one).
 */
export async function insertMakerRequest(
  db: Executor,
  request: { omniclassId: number; userId: number; note: string | null },
) {
  const [row] = await db
    .insert(makerRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ createdAt: makerRequests.createdAt })
  return row
}

/** Open requests grouped by table, most asked first, then oldest first; notes only where one was written. */
export async function listWantedMakers(db: Executor): Promise<WantedMakers> {
  const rows = await db
    .select({
      omniclassId: makerRequests.omniclassId,
      number: omniclasses.number,
      name: omniclasses.name,
      note: makerRequests.note,
      createdAt: makerRequests.createdAt,
      userName: users.name,
      userEmail: users.email,
    })
    .from(makerRequests)
    .innerJoin(omniclasses, eq(omniclasses.id, makerRequests.omniclassId))
    .innerJoin(users, eq(users.id, makerRequests.userId))
    .where(open)
    .orderBy(asc(makerRequests.createdAt), asc(makerRequests.id))
  const groups = new Map<number, WantedMakers[number]>()
  for (const row of rows) {
    const at = row.createdAt.toISOString()
    let group = groups.get(row.omniclassId)
    if (!group) {
      group = { number: row.number, name: row.name, askers: 0, first_asked: at, last_asked: at, notes: [] }
      groups.set(row.omniclassId, group)
    }
    group.askers += 1
    group.last_asked = at
    if (row.note)
      group.notes.push({
        user_name: row.userName,
        user_email: row.userEmail,
        note: row.note,
        requested_at: at,
      })
  }
  return [...groups.values()].sort(
    (a, b) => b.askers - a.askers || a.first_asked.localeCompare(b.first_asked),
  )
}

/** The table's page in the web app, as the professional opens it (paths.omniclass in apps/web). */
export const tablePageUrl = (webOrigin: string, name: string) =>
  `${webOrigin}/omniclass/${encodeURIComponent(toUrlName(name))}`

/**
 * The sweep (decision 018): in one transaction, claims every open request whose table now has a manufacturer
 * (one UPDATE … RETURNING: a row another process claimed first is no longer open, so it is never claimed
 * twice) and queues one e-mail per asker. A failure rolls back both, and the next sweep tries again.
 * Answers the number of requests fulfilled.
 */
export async function sweepFulfilledMakerRequests(db: Db, webOrigin: string): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(makerRequests)
      .set({ fulfilledAt: sql`now()` })
      .where(
        and(
          open,
          sql`exists (select 1 from ${manufacturerOmniclasses} where ${manufacturerOmniclasses.omniclassId} = ${makerRequests.omniclassId})`,
        ),
      )
      .returning({ omniclassId: makerRequests.omniclassId, userId: makerRequests.userId })
    if (claimed.length === 0) return 0
    const recipients = await tx
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        disabled: users.disabled,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]))
    const tables = await tx
      .select({
        id: omniclasses.id,
        name: omniclasses.name,
        number: omniclasses.number,
        makers: sql<number>`(select count(*)::int from ${manufacturerOmniclasses} where ${manufacturerOmniclasses.omniclassId} = ${omniclasses.id})`,
      })
      .from(omniclasses)
      .where(inArray(omniclasses.id, [...new Set(claimed.map((c) => c.omniclassId))]))
    for (const { omniclassId, userId } of claimed) {
      const user = recipients.find((r) => r.userId === userId)
      const table = tables.find((t) => t.id === omniclassId)
      // a disabled account is not written to; its request is closed all the same
      if (!user || user.disabled || !table) continue
      await enqueueMail(tx, {
        kind: makerRequestMailKind,
        to: user.email,
        ...makerRequestMail(user, table, webOrigin),
      })
    }
    return claimed.length
  })
}

function makerRequestMail(
  user: { name: string | null },
  table: { name: string; number: string | null; makers: number },
  webOrigin: string,
) {
  const title = table.number ? `${table.number} ${table.name}` : table.name
  const listed = table.makers === 1 ? '1 manufacturer is' : `${table.makers} manufacturers are`
  return {
    subject: `Manufacturers are now listed for ${table.name}`,
    body: [
      `Hello${user.name ? ` ${user.name}` : ''},`,
      '',
      `You asked Scout to find makers of ${title}. ${listed} now listed for it in Scout.`,
      '',
      `Open the table to review them and ask them for information:`,
      tablePageUrl(webOrigin, table.name),
      '',
      'Scout',
    ].join('\n'),
  }
}
