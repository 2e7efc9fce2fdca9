import crypto from 'node:crypto'
import type { GenerationEvent, GenerationState, GenerationStep } from '@scout/shared/schemas/generation'
import { splitWords, stemWord } from '../search/text'
import type { DoneEvent, JobContext } from './generate-table'

export type Job = {
  id: string
  key: string
  text: string
  state: GenerationState
  events: GenerationEvent[]
  /** the users waiting for it; the job is cancelled when the last of them cancels */
  requesters: Set<number>
}
type Listener = (event: GenerationEvent) => void
type Internal = Job & { listeners: Set<Listener>; controller: AbortController }
export type Requester = { id: number; email: string }
export type RunJob = (text: string, requester: Requester, context: JobContext) => Promise<DoneEvent>

/** Two people asking for "Fire Door" and "fire doors!" share one job. */
export function jobKey(text: string): string {
  return splitWords(text).map(stemWord).join(' ')
}

const budgetExceeded =
  'Generation took longer than 60 seconds and was stopped; try again or pick an existing table.'
const failedMessage = 'Generation failed; try again in a moment.'

/** A job that ends as failed on purpose, its message for the person who asked: no fault to log. */
export class GenerationRefusal extends Error {}

/**
 * Generation jobs of this process (docs/decisions/006-generation.md): a job lives in the process that
 * started it, so its events are read from that process. Running jobs are shared by key; a finished job is
 * kept for `keepMs` so a late reader still gets its outcome.
 */
export function createJobRegistry(
  run: RunJob,
  options: { budgetMs: number; keepMs: number; onError: (error: unknown) => void },
) {
  const jobs = new Map<string, Internal>()
  const running = new Map<string, Internal>()

  function emit(job: Internal, event: GenerationEvent) {
    if (job.state !== 'running') return
    job.events.push(event)
    if (event.type !== 'progress') {
      job.state = event.type
      running.delete(job.key)
      setTimeout(() => jobs.delete(job.id), options.keepMs).unref()
    }
    for (const listener of job.listeners) listener(event)
  }

  function start(text: string, requester: Requester): Job {
    const key = jobKey(text)
    const shared = running.get(key)
    if (shared) {
      shared.requesters.add(requester.id)
      return shared
    }
    const job: Internal = {
      id: crypto.randomUUID(),
      key,
      text,
      state: 'running',
      events: [],
      requesters: new Set([requester.id]),
      listeners: new Set(),
      controller: new AbortController(),
    }
    jobs.set(job.id, job)
    running.set(key, job)
    const deadline = Date.now() + options.budgetMs
    const budget = setTimeout(() => {
      emit(job, { type: 'failed', message: budgetExceeded })
      job.controller.abort()
    }, options.budgetMs)
    budget.unref()
    const report = (step: GenerationStep, message: string) => emit(job, { type: 'progress', step, message })
    run(text, requester, { signal: job.controller.signal, deadline, report })
      .then((done) => emit(job, done))
      .catch((error: unknown) => {
        if (error instanceof GenerationRefusal) return emit(job, { type: 'failed', message: error.message })
        if (!job.controller.signal.aborted) options.onError(error)
        emit(job, { type: 'failed', message: failedMessage })
      })
      .finally(() => clearTimeout(budget))
    return job
  }

  /** Past events at once, then live ones; returns how to stop listening. */
  function subscribe(id: string, listener: Listener): (() => void) | null {
    const job = jobs.get(id)
    if (!job) return null
    for (const event of job.events) listener(event)
    job.listeners.add(listener)
    return () => job.listeners.delete(listener)
  }

  /** The caller stops waiting; the job stops when nobody else waits for it. False when it is not theirs. */
  function cancel(id: string, requester: number): Job | null {
    const job = jobs.get(id)
    if (!job || !job.requesters.has(requester)) return null
    job.requesters.delete(requester)
    if (job.requesters.size === 0 && job.state === 'running') {
      emit(job, { type: 'cancelled', message: 'Generation was cancelled.' })
      job.controller.abort()
    }
    return job
  }

  /** On shutdown: every running job ends as failed and its work is aborted. */
  function stopAll() {
    for (const job of [...running.values()]) {
      emit(job, { type: 'failed', message: 'The server is restarting; try again in a moment.' })
      job.controller.abort()
    }
  }

  return { start, subscribe, cancel, stopAll, get: (id: string): Job | null => jobs.get(id) ?? null }
}
