import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import pino from 'pino'
import { eq, sql } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema'
import { createTestDatabase } from '../../testing/test-database'
import { startMailWorker } from './mail-worker'
import { enqueueMail } from './outbox.repository'

type Received = { messageId: string; to: string; raw: string }
const received: Received[] = []
let server: SMTPServer | null = null
let port = 0

function startSmtp(): Promise<void> {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      stream.on('end', () => {
        received.push({
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          to: session.envelope.rcptTo[0]?.address ?? '',
          raw,
        })
        callback()
      })
    },
  })
  return new Promise((resolve) => server!.listen(port, '127.0.0.1', () => resolve()))
}
const stopSmtp = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))

async function freePort() {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const { port: free } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return free
}

let database: Awaited<ReturnType<typeof createTestDatabase>>
const log = pino({ enabled: false })
beforeAll(async () => {
  database = await createTestDatabase()
  port = await freePort()
})
afterAll(async () => {
  await stopSmtp()
  await database.close()
})

const queue = (n: number, tag: string) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      enqueueMail(database.db, {
        kind: 'rfi',
        to: `maker${i}@${tag}.example`,
        replyTo: 'pro@firm.test',
        subject: `RFI ${tag} ${i}`,
        body: 'Please send',
      }),
    ),
  )
const statuses = async () =>
  (await database.db.select({ status: mailOutbox.status }).from(mailOutbox)).map((r) => r.status).sort()

describe('mail delivery through the outbox', () => {
  it('delivers over SMTP with reply-to and a stable message id', async () => {
    await startSmtp()
    await queue(3, 'up')
    const worker = startMailWorker({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scout <no-reply@scout.test>',
      log,
      intervalMs: 60_000,
    })
    expect(await worker.runOnce()).toBe(3)
    await worker.stop()
    expect(received).toHaveLength(3)
    expect(received[0]!.raw).toMatch(/Reply-To: pro@firm.test/i)
    expect(new Set(received.map((m) => m.messageId)).size).toBe(3)
    // random per message and named after the sending domain, so ids never repeat across installations
    for (const { messageId } of received) expect(messageId).toMatch(/^<[0-9a-f-]{36}@scout\.test>$/)
    expect(await statuses()).toEqual(['sent', 'sent', 'sent'])
  })

  it('keeps messages while the server is down, then delivers each exactly once after a restart', async () => {
    await stopSmtp()
    await queue(2, 'down')
    const first = startMailWorker({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scout <no-reply@scout.test>',
      log,
      intervalMs: 60_000,
    })
    expect(await first.runOnce()).toBe(0)
    await first.stop()
    const waiting = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))
    expect(waiting).toHaveLength(2)
    expect(
      waiting.every((m) => m.attempts === 1 && m.lastError && m.nextAttemptAt.getTime() > Date.now()),
    ).toBe(true)
    const expectedIds = waiting.map((m) => `<${m.messageUuid}@scout.test>`).sort()

    // the server returns and the retry time comes; a fresh worker (a restarted process) picks the messages up
    await startSmtp()
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.status, 'pending'))
    const restarted = startMailWorker({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scout <no-reply@scout.test>',
      log,
      intervalMs: 60_000,
    })
    expect(await restarted.runOnce()).toBe(2)
    expect(await restarted.runOnce()).toBe(0)
    await restarted.stop()
    expect(received).toHaveLength(5)
    expect(new Set(received.map((m) => m.messageId)).size).toBe(5)
    // the retry carries the id the message was given when queued
    expect(
      received
        .slice(3)
        .map((m) => m.messageId)
        .sort(),
    ).toEqual(expectedIds)
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent'])
  })

  it('two workers running at once never send the same message', async () => {
    await queue(6, 'race')
    const options = {
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Scout <no-reply@scout.test>',
      log,
      intervalMs: 60_000,
    }
    const [a, b] = [startMailWorker(options), startMailWorker(options)]
    const firstRound = await Promise.all([a.runOnce(), b.runOnce()])
    const secondRound = await Promise.all([a.runOnce(), b.runOnce()])
    await Promise.all([a.stop(), b.stop()])
    expect([...firstRound, ...secondRound].reduce((x, y) => x + y, 0)).toBe(6)
    expect(received).toHaveLength(11)
    expect(new Set(received.map((m) => m.messageId)).size).toBe(11)
  })
})
