import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import pino from 'pino'
import { eq, sql } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema'
import { createTestDatabase } from '../../testing/test-database'
import { startMailWorker } from './mail-worker'
import { enqueueMail } from './outbox.repository'

let database: Awaited<ReturnType<typeof createTestDatabase>>
const log = pino({ enabled: false })
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function freePort() {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const worker = (port: number, leaseMs?: number) =>
  startMailWorker({
    db: database.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Scout <no-reply@scout.test>',
    log,
    intervalMs: 60_000,
    leaseMs,
  })
const row = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

describe('mail under SMTP faults', () => {
  it('keeps retrying with growing waits for at least 24 hours before giving a message up', async () => {
    const id = await enqueueMail(database.db, { kind: 'rfi', to: 'a@down.example', subject: 'S', body: 'B' })
    const down = worker(await freePort())
    let waitedMs = 0
    for (let pass = 0; pass < 200; pass++) {
      await down.runOnce()
      const mail = await row(id)
      if (mail.status === 'failed') break
      waitedMs += mail.nextAttemptAt.getTime() - Date.now()
      // the wait passes: make the message due now
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id))
    }
    await down.stop()
    expect((await row(id)).status).toBe('failed')
    expect(waitedMs).toBeGreaterThanOrEqual(24 * 60 * 60_000 - 60_000)
  })

  it('a slow SMTP exchange keeps its lease: a second worker does not send the message again', async () => {
    const port = await freePort()
    const received: string[] = []
    const slow = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        // the exchange lasts several leases
        stream.on('end', () => setTimeout(() => (received.push(raw), callback()), 1500))
      },
    })
    await new Promise<void>((resolve) => slow.listen(port, '127.0.0.1', () => resolve()))
    const id = await enqueueMail(database.db, {
      kind: 'invite',
      to: 'slow@up.example',
      subject: 'Invited',
      body: 'Open http://web.test/invite/signup?token={{secret}}',
      secret: 'the-one-time-token',
    })
    const [a, b] = [worker(port, 300), worker(port, 300)]
    const first = a.runOnce()
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(await b.runOnce()).toBe(0)
    expect(await first).toBe(1)
    expect(await b.runOnce()).toBe(0)
    await Promise.all([a.stop(), b.stop()])
    await new Promise<void>((resolve) => slow.close(() => resolve()))
    expect(received).toHaveLength(1)
    // the token reached the invitee, and the outbox keeps it no longer
    expect(received[0]).toContain('token=the-one-time-token')
    expect(await row(id)).toMatchObject({ status: 'sent', secret: null })
  })
})
