import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, mailOutbox } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { enqueueMail } from './outbox.repository'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.signIn('admin')
})
afterAll(() => t.close())

const retry = (id: number, as = admin) =>
  t.inject({ method: 'POST', url: `/admin/mail/outbox/${id}/retry`, as, payload: {} })

describe('retrying failed mail', () => {
  it('puts a given-up message back in the queue with a fresh day of attempts, and audits it', async () => {
    const id = await enqueueMail(t.database.db, {
      kind: 'rfi',
      to: 'x@gone.example',
      subject: 'S',
      body: 'B',
    })
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 30, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.id, id))
    const response = await retry(id)
    expect(response.json()).toEqual({ message: 'success' })
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 })
    expect(mail!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'mail'))
    expect(audit).toMatchObject({ action: 'retry', entityKey: String(id), userEmail: admin.email })
  })

  it('refuses a sent or unknown message, and anyone but an administrator', async () => {
    const id = await enqueueMail(t.database.db, { kind: 'rfi', to: 'y@ok.example', subject: 'S', body: 'B' })
    await t.database.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, id))
    expect((await retry(id)).statusCode).toBe(404)
    expect((await retry(999_999)).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await retry(id, await t.signIn('professional'))).statusCode).toBe(403)
  })
})
