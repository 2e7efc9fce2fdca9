import type { TestApp } from './test-app'

/**
 * The text of the newest message queued to `to`, as an administrator reads it: the listing carries no texts,
 * so the message is opened by its id (the invitation link is rendered there while it is unsent).
 */
export async function readQueuedMail(t: TestApp, admin: { cookie: string }, to: string) {
  const listing = await t.inject({ method: 'GET', url: '/admin/mail/outbox?status=pending', as: admin })
  const { items } = listing.json() as { items: { id: number; to: string }[] }
  const queued = items.find((m) => m.to === to)
  if (!queued) throw new Error(`no pending mail to ${to}`)
  const message = await t.inject({ method: 'GET', url: `/admin/mail/outbox/${queued.id}`, as: admin })
  return (message.json() as { body: string }).body
}
