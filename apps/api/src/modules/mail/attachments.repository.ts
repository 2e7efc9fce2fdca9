import { asc, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { mailAttachments, rfiRequests } from '../../db/schema'

/**
 * How long attachments are kept when their messages are not all delivered (no SMTP server, or a message that
 * failed and may be retried by an administrator). Delivered requests lose theirs at once (migration 0003).
 */
export const attachmentRetentionDays = 7

export type AttachmentFile = { filename: string; content: Buffer }

/**
 * Stores a request's attachments once, whatever the number of its recipients. Bytes cross the driver as base64
 * text, decoded by the database: PGlite serialises a 10 MB bytea parameter about seven times slower.
 */
export async function storeAttachments(db: Executor, rfiRequestId: number, files: AttachmentFile[]) {
  for (const [position, file] of files.entries()) {
    // one row at a time: a statement never carries more than one file's bytes
    await db.insert(mailAttachments).values({
      rfiRequestId,
      position,
      filename: file.filename,
      bytes: file.content.length,
      content: sql`decode(${file.content.toString('base64')}, 'base64')`,
    })
  }
}

export class AttachmentsGoneError extends Error {}

/** A message's attachments, read when it is sent (never while listing or claiming). */
export async function loadAttachments(db: Executor, rfiRequestId: number | null): Promise<AttachmentFile[]> {
  if (rfiRequestId === null) return []
  const rows = await db
    .select({
      filename: mailAttachments.filename,
      // base64 text out, as in: far quicker through PGlite than raw bytea
      content: sql<string>`encode(${mailAttachments.content}, 'base64')`,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.rfiRequestId, rfiRequestId))
    .orderBy(asc(mailAttachments.position))
  const files = rows.map((row) => ({ filename: row.filename, content: Buffer.from(row.content, 'base64') }))
  const [request] = await db
    .select({ expected: sql<number>`jsonb_array_length(${rfiRequests.attachments})::int` })
    .from(rfiRequests)
    .where(eq(rfiRequests.id, rfiRequestId))
  // never send a message whose text names attachments it no longer carries
  if ((request?.expected ?? 0) > files.length)
    throw new AttachmentsGoneError(
      `The attachments were deleted after ${attachmentRetentionDays} days; the message cannot be sent`,
    )
  return files
}

/** Deletes attachments past the retention period; several processes may run it at once. */
export async function purgeExpiredAttachments(db: Executor, now = new Date()) {
  const before = new Date(now.getTime() - attachmentRetentionDays * 24 * 3600_000)
  const gone = await db
    .delete(mailAttachments)
    .where(lt(mailAttachments.createdAt, before))
    .returning({ id: mailAttachments.id })
  return gone.length
}

/** Runs the retention purge hourly in the serving process (mail may never be sent without SMTP_URL). */
export function startAttachmentJanitor(
  db: Executor,
  log: { warn: (object: unknown, message: string) => void },
) {
  const run = () =>
    purgeExpiredAttachments(db).catch((error: unknown) =>
      log.warn({ err: error }, 'purging expired attachments failed; will retry'),
    )
  const timer = setInterval(run, 3600_000)
  timer.unref()
  void run()
  return { stop: () => clearInterval(timer) }
}
