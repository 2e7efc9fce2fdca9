import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, like, sql } from 'drizzle-orm'
import type { EnrichmentRun } from '@scout/shared/schemas/enrichment'
import { auditLog, enrichmentRuns, omniclasses } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createOmniclass } from '../../testing/factories'
import { openSecondProcess } from '../generation/generation-test-kit'

let t: TestApp
let admin: Awaited<ReturnType<TestApp['signIn']>>
let pro: Awaited<ReturnType<TestApp['signIn']>>
const branchTables = 9

beforeAll(async () => {
  // small batches with a pause, so that a run can be caught, cancelled and taken over half-way
  t = await createTestApp({ enrichment: { batchSize: 2, pauseMs: 150, pollMs: 100, leaseMs: 600 } })
  admin = await t.signIn('admin')
  pro = await t.signIn('professional')
  const db = t.database.db
  await createOmniclass(db, {
    name: 'Fire Doors',
    number: '23-17 11 11',
    parameters: [
      { name: 'Fire Rating', values: ['20 min', '60 min', '90 min'] },
      { name: 'Core', values: ['Mineral', 'Solid Wood'] },
    ],
  })
  const names = ['Steel', 'Wood', 'Glass', 'Sliding', 'Folding', 'Revolving', 'Pocket', 'Dutch', 'Barn']
  for (const [index, name] of names.slice(0, branchTables).entries())
    await createOmniclass(db, { name: `${name} Doors`, number: `23-17 11 ${21 + index}` })
  await createOmniclass(db, { name: 'Kitchen Sinks', number: '23-31 13 00' })
})
afterAll(() => t.close())

const post = (url: string, payload?: object, as = admin) =>
  t.inject({ method: 'POST', url, as, ...(payload ? { payload } : {}) })
const latest = async (): Promise<EnrichmentRun> =>
  (await t.inject({ method: 'GET', url: '/admin/enrichment/runs/latest', as: admin })).json().run
async function until(check: (run: EnrichmentRun) => boolean, ms = 30_000): Promise<EnrichmentRun> {
  const end = Date.now() + ms
  for (;;) {
    const run = await latest()
    if (check(run)) return run
    if (Date.now() > end) throw new Error(`run never got there: ${JSON.stringify(run)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
const suggestedUnder = async (prefix: string) =>
  (
    await t.database.db
      .select({ name: omniclasses.name })
      .from(omniclasses)
      .where(and(like(omniclasses.number, `${prefix}%`), eq(omniclasses.parametersSuggested, true)))
  ).length
const audits = async () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'enrichment')).orderBy(desc(auditLog.id))

describe('bad input and access', () => {
  it('refuses a branch that is not a number, in { code, message }', async () => {
    const response = await post('/admin/enrichment/runs', { branch: 'Doors' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('A branch is an OmniClass number such as 23-17'),
    })
  })

  it('says so when a branch has no tables without parameters, and writes nothing', async () => {
    const response = await post('/admin/enrichment/runs', { branch: '23-99' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      code: 'NOTHING_TO_ENRICH',
      message: 'No tables without parameters under 23-99',
    })
    expect(await t.database.db.select().from(enrichmentRuns)).toEqual([])
  })

  it('is for administrators only', async () => {
    expect((await post('/admin/enrichment/runs', { branch: '23-17' }, pro)).statusCode).toBe(403)
    expect(
      (await t.inject({ method: 'GET', url: '/admin/enrichment/runs/latest', as: pro })).statusCode,
    ).toBe(403)
  })
})

describe('a run on a branch', () => {
  it('shows progress, refuses a second run, cancels keeping what was done, and resumes', async () => {
    const started = await post('/admin/enrichment/runs', { branch: '23-17 00 00' })
    expect(started.statusCode).toBe(202)
    expect(started.json()).toMatchObject({
      state: 'running',
      branch: '23-17 00 00',
      total: branchTables,
      done: 0,
    })

    const second = await post('/admin/enrichment/runs', {})
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      code: 'ENRICHMENT_RUNNING',
      message: expect.stringContaining('already running'),
    })

    const partway = await until((run) => run.done >= 2)
    expect(partway.state).toBe('running')
    const cancelled = await post(`/admin/enrichment/runs/${partway.id}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().state).toBe('cancelled')
    await new Promise((resolve) => setTimeout(resolve, 400))
    const kept = await suggestedUnder('23-17')
    const after = await latest()
    expect(after.state).toBe('cancelled')
    expect(kept).toBe(after.suggested)
    expect(kept).toBeGreaterThanOrEqual(2)
    expect(kept).toBeLessThan(branchTables)
    expect((await post(`/admin/enrichment/runs/${after.id}/cancel`)).statusCode).toBe(409)

    const resumed = await post(`/admin/enrichment/runs/${after.id}/resume`)
    expect(resumed.statusCode).toBe(200)
    const done = await until((run) => run.state === 'done')
    expect(done).toMatchObject({ done: branchTables, total: branchTables, suggested: branchTables })
    expect(await suggestedUnder('23-17')).toBe(branchTables)
    // outside the branch, nothing
    expect(await suggestedUnder('23-31')).toBe(0)
    expect((await audits()).map((entry) => entry.action).reverse()).toEqual([
      'start',
      'cancel',
      'resume',
      'finish',
    ])
    const list = await t.inject({ method: 'GET', url: '/admin/omniclass/not_reviewed', as: admin })
    expect(
      list.json().filter((table: { parameters_suggested: boolean }) => table.parameters_suggested),
    ).toHaveLength(branchTables)
  })

  it('a run whose process stopped renewing its lease is taken over by a live one', async () => {
    await resetBranch()
    const [run] = await t.database.db
      .insert(enrichmentRuns)
      .values({
        branch: '23-17',
        total: 9,
        owner: 'a process that died',
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .returning()
    const other = await openSecondProcess(t)
    try {
      const done = await until((latestRun) => latestRun.id === run!.id && latestRun.state === 'done')
      expect(done).toMatchObject({ done: 9, suggested: 9 })
    } finally {
      await other.close()
    }
  })

  it('a process stopping mid-run lets it go at once, and another finishes it', async () => {
    await resetBranch()
    const other = await openSecondProcess(t)
    const started = await other.inject({
      method: 'POST',
      url: '/admin/enrichment/runs',
      as: admin,
      payload: {},
    })
    expect(started.statusCode).toBe(202)
    await until((run) => run.done >= 2)
    await other.close()
    const done = await until((run) => run.id === started.json().id && run.state === 'done')
    expect(done).toMatchObject({ total: 10, done: 10, suggested: 10 })
  })
})

async function resetBranch() {
  await t.database.db
    .update(omniclasses)
    .set({ parameters: [], parametersSuggested: false })
    .where(like(omniclasses.number, '23-%'))
  await t.database.db
    .update(omniclasses)
    .set({ parameters: [{ name: 'Fire Rating', values: ['20 min', '60 min'] }] })
    .where(eq(omniclasses.name, 'Fire Doors'))
}
