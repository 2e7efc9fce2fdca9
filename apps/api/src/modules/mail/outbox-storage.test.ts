import type net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import pino from 'pino'
import { eq, sql } from 'drizzle-orm'
import { mailAttachments, mailOutbox } from '../../db/schema'
import { queryRows } from '../../db/client'
import { createManufacturer, createOmniclass } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { purgeExpiredAttachments } from './attachments.repository'
import { startMailWorker } from './mail-worker'

const megabyte = 1024 * 1024
let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let professional: Awaited<ReturnType<TestApp['signIn']>>
const received: string[] = []
let smtp: SMTPServer
let smtpPort = 0
const makers = ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `${n} Doors`)

/** Two files of 1.5 MB, distinct bytes, to all five manufacturers. */
const sendRfi = () =>
  t.inject({
    method: 'POST',
    url: '/api/omniclass/manufacturers/request',
    as: professional,
    payload: {
      query: { omniclass: 'Hollow Metal Doors', parameters: [] },
      manufacturer_titles: makers,
      email_content: 'Please send your catalogue.',
      user_email: 'dana@studio.example',
      user_name: 'Dana Architect',
      fileRequests: [1, 2].map((n) => ({
        filename: `plan-${n}.pdf`,
        content: Buffer.alloc(1.5 * megabyte, n).toString('base64'),
      })),
      document_categories: [],
    },
  })
const storedBytes = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(octet_length(content)), 0)::int as n from mail_attachments`,
    )
  )[0]!.n
const worker = () =>
  startMailWorker({
    db: t.database.db,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'Scout <no-reply@scout.test>',
    log: pino({ enabled: false }),
    intervalMs: 60_000,
  })

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
  professional = await t.signIn('professional')
  const table = await createOmniclass(t.database.db, { name: 'Hollow Metal Doors' })
  for (const [i, title] of makers.entries())
    await createManufacturer(t.database.db, {
      title,
      email: `sales${i}@doors.example`,
      omniclassIds: [table.id],
    })
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 50 * megabyte,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
  smtpPort = (smtp.server.address() as net.AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await t.close()
})

describe('RFI attachments in the outbox', () => {
  it('are stored once per request, not once per recipient', async () => {
    const response = await sendRfi()
    expect(response.statusCode).toBe(200)
    expect(await storedBytes()).toBe(3 * megabyte)
    const [outboxBytes] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select sum(pg_column_size(t.*))::int as n from mail_outbox t`,
    )
    expect(outboxBytes!.n).toBeLessThan(50_000)
  })

  it('the outbox pages with a total and never carries a body or attachment bytes', async () => {
    await sendRfi()
    const page = await t.inject({ method: 'GET', url: '/admin/mail/outbox?limit=3&offset=2', as: admin })
    expect(page.statusCode).toBe(200)
    expect(page.body.length).toBeLessThan(5_000)
    const { items, total } = page.json() as { items: Record<string, unknown>[]; total: number }
    expect(total).toBe(10)
    expect(items).toHaveLength(3)
    expect(items[0]).toMatchObject({
      kind: 'rfi',
      status: 'pending',
      attempts: 0,
      attachments: [
        { filename: 'plan-1.pdf', bytes: 1.5 * megabyte },
        { filename: 'plan-2.pdf', bytes: 1.5 * megabyte },
      ],
    })
    expect(items[0]).not.toHaveProperty('body')
    const one = await t.inject({
      method: 'GET',
      url: `/admin/mail/outbox/${String(items[0]!.id)}`,
      as: admin,
    })
    expect(one.json().body).toContain('Please send your catalogue.')
    expect((await t.inject({ method: 'GET', url: '/admin/mail/outbox/99999', as: admin })).statusCode).toBe(
      404,
    )
  })

  it('are loaded when each message is sent, and deleted once every message of the request is delivered', async () => {
    const sender = worker()
    while ((await sender.runOnce()) > 0);
    await sender.stop()
    expect(received).toHaveLength(10)
    expect(received.every((raw) => raw.includes('filename=plan-1.pdf') && raw.includes('plan-2.pdf'))).toBe(
      true,
    )
    expect(await storedBytes()).toBe(0)
    const page = await t.inject({ method: 'GET', url: '/admin/mail/outbox?status=sent', as: admin })
    expect(page.json().total).toBe(10)
  })

  it('are deleted after the retention period, and a message that lost them fails with the reason', async () => {
    expect((await sendRfi()).statusCode).toBe(200)
    expect(await purgeExpiredAttachments(t.database.db)).toBe(0)
    const inEightDays = new Date(Date.now() + 8 * 24 * 3600_000)
    expect(await purgeExpiredAttachments(t.database.db, inEightDays)).toBe(2)
    const sender = worker()
    expect(await sender.runOnce()).toBe(0)
    await sender.stop()
    const failed = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))
    expect(failed).toHaveLength(5)
    expect(failed.every((m) => m.lastError?.includes('deleted after 7 days'))).toBe(true)
    expect(await t.database.db.select().from(mailAttachments)).toEqual([])
  })
})
