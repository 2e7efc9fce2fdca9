import { describe, expect, it } from 'vitest'
import type { GenerationEvent } from '@scout/shared/schemas/generation'
import type { DoneEvent, JobContext } from './generate-table'
import { createJobRegistry, jobKey } from './generation-jobs'

const done = (name: string): DoneEvent => ({
  type: 'done',
  name,
  created: true,
  source: 'generated',
  suggested_number: null,
  engine: 'builtin',
})
const ada = { id: 1, email: 'ada@firm.test' }
const bo = { id: 2, email: 'bo@firm.test' }

/** A job body that waits until the test lets it finish, or until it is aborted. */
function controllableRun() {
  const waiting: { text: string; context: JobContext; finish: () => void }[] = []
  const run = (text: string, _requester: unknown, context: JobContext) =>
    new Promise<DoneEvent>((resolve, reject) => {
      context.report('checking', `checking ${text}`)
      context.signal.addEventListener('abort', () => reject(context.signal.reason))
      waiting.push({ text, context, finish: () => resolve(done(text)) })
    })
  return { run, waiting }
}

function collect(registry: ReturnType<typeof createJobRegistry>, id: string) {
  const events: GenerationEvent[] = []
  registry.subscribe(id, (event) => events.push(event))
  return events
}

describe('generation jobs (in-process registry)', () => {
  it('keys jobs by normalised text: case, spacing, punctuation and plurals aside', () => {
    expect(jobKey('Fire  Doors!')).toBe(jobKey(' fire door '))
    expect(jobKey('Fire Doors')).not.toBe(jobKey('Doors Fire'))
  })

  it('shares one running job between people asking for the same text, and replays its events to late readers', () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 60_000, keepMs: 60_000, onError: () => {} })
    const first = registry.start('Fire Doors', ada)
    const second = registry.start('fire door', bo)
    expect(second.id).toBe(first.id)
    expect(waiting).toHaveLength(1)
    expect(first.requesters).toEqual(new Set([1, 2]))
    const late = collect(registry, first.id)
    expect(late).toEqual([{ type: 'progress', step: 'checking', message: 'checking Fire Doors' }])
  })

  it('reports the outcome once, and starts a new job for the same text after the first has ended', async () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 60_000, keepMs: 60_000, onError: () => {} })
    const job = registry.start('Fire Doors', ada)
    const events = collect(registry, job.id)
    waiting[0]!.finish()
    await new Promise((resolve) => setImmediate(resolve))
    expect(events.at(-1)).toEqual(done('Fire Doors'))
    expect(registry.get(job.id)?.state).toBe('done')
    expect(registry.start('Fire Doors', ada).id).not.toBe(job.id)
  })

  it('stops a job at its budget with a reason, and aborts its work', async () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 30, keepMs: 60_000, onError: () => {} })
    const job = registry.start('Slow Doors', ada)
    const events = collect(registry, job.id)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(events.at(-1)).toEqual({
      type: 'failed',
      message: expect.stringMatching(/longer than 60 seconds/),
    })
    expect(waiting[0]!.context.signal.aborted).toBe(true)
    expect(waiting[0]!.context.deadline).toBeLessThanOrEqual(Date.now())
  })

  it('cancels only when the last person waiting cancels', () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 60_000, keepMs: 60_000, onError: () => {} })
    const job = registry.start('Fire Doors', ada)
    registry.start('Fire Doors', bo)
    const events = collect(registry, job.id)
    expect(registry.cancel(job.id, 3)).toBeNull()
    expect(registry.cancel(job.id, 1)?.state).toBe('running')
    expect(waiting[0]!.context.signal.aborted).toBe(false)
    expect(registry.cancel(job.id, 2)?.state).toBe('cancelled')
    expect(waiting[0]!.context.signal.aborted).toBe(true)
    expect(events.at(-1)).toEqual({ type: 'cancelled', message: 'Generation was cancelled.' })
  })

  it('stops every running job when the server shuts down', () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 60_000, keepMs: 60_000, onError: () => {} })
    const job = registry.start('Fire Doors', ada)
    registry.stopAll()
    expect(registry.get(job.id)?.state).toBe('failed')
    expect(waiting[0]!.context.signal.aborted).toBe(true)
  })

  it('forgets a finished job after it has been kept for a while', async () => {
    const { run, waiting } = controllableRun()
    const registry = createJobRegistry(run, { budgetMs: 60_000, keepMs: 20, onError: () => {} })
    const job = registry.start('Fire Doors', ada)
    waiting[0]!.finish()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(registry.get(job.id)).toBeNull()
    expect(registry.subscribe(job.id, () => {})).toBeNull()
  })

  it('turns an unexpected error into a failed event without its details', async () => {
    const errors: unknown[] = []
    const registry = createJobRegistry(async () => Promise.reject(new Error('secret stack')), {
      budgetMs: 60_000,
      keepMs: 60_000,
      onError: (e) => errors.push(e),
    })
    const job = registry.start('Fire Doors', ada)
    await new Promise((resolve) => setImmediate(resolve))
    expect(registry.get(job.id)?.events).toEqual([
      { type: 'failed', message: 'Generation failed; try again in a moment.' },
    ])
    expect(errors).toHaveLength(1)
  })
})
