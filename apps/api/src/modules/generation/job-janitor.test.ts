import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationJobs } from '../../db/schema'
import { createUser } from '../../testing/factories'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { purgeOldJobs } from './generation-jobs.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const day = 24 * 3600_000

describe('the generation jobs janitor', () => {
  it('deletes the jobs that ended more than 7 days ago, from several processes at once', async () => {
    const user = await createUser(t.database.db, {
      email: `janitor-${Date.now()}@test.scout`,
      role: 'professional',
    })
    const now = Date.now()
    const job = (id: string, state: 'running' | 'done' | 'failed', ageMs: number) => ({
      id,
      userId: user.id,
      key: id,
      text: id,
      state,
      owner: 'test',
      createdAt: new Date(now - ageMs),
      leaseUntil: new Date(now - ageMs + 10_000),
      deadline: new Date(now - ageMs + 60_000),
    })
    await t.database.db.insert(generationJobs).values([
      job('old-done', 'done', 8 * day),
      job('old-failed', 'failed', 8 * day),
      // its process died before it ended: it is as over as the others
      job('old-abandoned', 'running', 8 * day),
      job('recent-done', 'done', 6 * day),
      job('running-now', 'running', 0),
    ])
    // two processes' janitors at once: each row is deleted once, and neither fails
    const purged = await Promise.all([purgeOldJobs(t.database.db), purgeOldJobs(t.database.db)])
    expect(purged[0] + purged[1]).toBe(3)
    const left = await t.database.db.select({ id: generationJobs.id }).from(generationJobs)
    expect(left.map((row) => row.id).sort()).toEqual(['recent-done', 'running-now'])
    // a week on, the rest go too: the running one is long past its budget by then
    expect(await purgeOldJobs(t.database.db, new Date(now + 8 * day))).toBe(2)
  })
})
