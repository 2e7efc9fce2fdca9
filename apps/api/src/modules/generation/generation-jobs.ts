import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { ErrorCode } from '@scout/shared/errors'
import type { GenerationEvent, GenerationStep } from '@scout/shared/schemas/generation'
import type { Db } from '../../db/client'
import { splitWords, stemWord } from '../search/text'
import type { DoneEvent, JobContext } from './generate-table'
import {
  appendJobEvent,
  cancelJob,
  readJob,
  readJobState,
  renewLeases,
  startOrJoinJob,
  type JobRow,
  type StartOutcome,
} from './generation-jobs.repository'

export type Requester = { id: number; email: string; role: 'admin' | 'professional' }
export type RunJob = (text: string, requester: Requester, context: JobContext) => Promise<DoneEvent>

/** Two tabs of one account asking for "Fire Door" and "fire doors!" share one job. */
export function jobKey(text: string): string {
  return splitWords(text).map(stemWord).join(' ')
}

const budgetExceeded =
  'Generation took longer than 60 seconds and was stopped; try again or pick an existing table.'
const failedMessage = 'Generation failed; try again in a moment.'
/** the longest a progress event waits to be written with the next ones (streams elsewhere poll every 300 ms) */
const progressFlushMs = 250

/**
 * A job that ends as failed on purpose, its message for the person who asked: no fault to log. `code`
 * NOT_A_PRODUCT when the text names no building product, as the 400 that refuses text before a job says.
 */
export class GenerationRefusal extends Error {
  constructor(
    message: string,
    readonly code?: typeof ErrorCode.notAProduct,
  ) {
    super(message)
  }
}

export type JobOptions = {
  budgetMs: number
  /** how long a job stays its process's without a renewal; renewed every third of it */
  leaseMs: number
  /** generations an hour per professional (administrators: none) */
  hourlyLimit: number
  onError: (error: unknown) => void
}

/**
 * Generation jobs in the database (docs/decisions/015-generation-runtime.md): any API process can read,
 * stream or cancel a job; the process that started it runs it, appends its events, and renews its lease, so
 * that a job whose process died is failed by the next reader. `changes` wakes this process's streams at once;
 * other processes' streams poll.
 */
export function createJobRegistry(db: Db, run: RunJob, options: JobOptions) {
  const owner = crypto.randomUUID()
  const local = new Map<string, AbortController>()
  const changes = new EventEmitter().setMaxListeners(0)
  const renewal = setInterval(() => {
    renewLeases(db, [...local.keys()], options.leaseMs)
      .then((gone) => {
        for (const id of gone) local.get(id)?.abort()
      })
      .catch(() => {}) // the database is away: the lease lapses and readers fail the job
  }, options.leaseMs / 3)
  renewal.unref()

  /**
   * This process's running jobs as written so far: its own streams read them here rather than from the
   * database (on the embedded database every query runs on the request thread). Dropped when the job ends
   * or was ended elsewhere: streams then read the row.
   */
  const mirror = new Map<string, Pick<JobRow, 'events' | 'state' | 'userId'>>()

  async function emit(
    id: string,
    event: GenerationEvent | GenerationEvent[],
    end?: Parameters<typeof appendJobEvent>[3],
  ) {
    const running = await appendJobEvent(db, id, event, end)
    const mirrored = mirror.get(id)
    if (running && mirrored) {
      mirrored.events.push(...(Array.isArray(event) ? event : [event]))
      if (end) mirrored.state = end.state
    } else mirror.delete(id)
    changes.emit(id)
    if (!running) local.get(id)?.abort()
  }

  function execute(job: JobRow, text: string, requester: Requester) {
    const controller = new AbortController()
    local.set(job.id, controller)
    mirror.set(job.id, { events: [...job.events], state: 'running', userId: job.userId })
    const budget = setTimeout(() => {
      void emit(job.id, { type: 'failed', message: budgetExceeded }, { state: 'failed' }).catch(() => {})
      controller.abort()
    }, job.deadline.getTime() - Date.now())
    budget.unref()
    // Progress is written in batches, in order: what arrived within `progressFlushMs` in one write, the rest
    // with the job's end (a quick job writes its events once). On the embedded database every write runs on
    // the request thread; a process's own streams and other processes' polls (every 300 ms) see it no later.
    let written: Promise<unknown> = Promise.resolve()
    let pending: GenerationEvent[] = []
    let timer: ReturnType<typeof setTimeout> | null = null
    const flush = () => {
      if (timer) clearTimeout(timer)
      timer = null
      if (pending.length === 0) return written
      const batch = pending
      pending = []
      // a failed progress write fails no job
      written = written.then(() => emit(job.id, batch)).catch(() => {})
      return written
    }
    const report = (step: GenerationStep, message: string) => {
      pending.push({ type: 'progress', step, message })
      timer ??= setTimeout(() => void flush(), progressFlushMs)
    }
    const finish = (event: GenerationEvent, state: 'done' | 'failed') => {
      if (timer) clearTimeout(timer)
      timer = null
      const batch = [...pending, event]
      pending = []
      return written.then(() =>
        emit(job.id, batch, {
          state,
          createdTable: event.type === 'done' ? event.created : event.type === 'failed' ? undefined : false,
        }),
      )
    }
    const checkpoint = async () => {
      if ((await readJobState(db, job.id)) !== 'running') controller.abort()
      controller.signal.throwIfAborted()
    }
    run(text, requester, {
      signal: controller.signal,
      deadline: job.deadline.getTime(),
      report,
      flush: async () => void (await flush()),
      checkpoint,
    })
      .then((done) => finish(done, 'done'))
      .catch((error: unknown) => {
        if (error instanceof GenerationRefusal)
          return finish(
            { type: 'failed', message: error.message, ...(error.code ? { code: error.code } : {}) },
            'failed',
          )
        if (!controller.signal.aborted) options.onError(error)
        return finish({ type: 'failed', message: failedMessage }, 'failed')
      })
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        clearTimeout(budget)
        if (timer) clearTimeout(timer)
        local.delete(job.id)
        mirror.delete(job.id)
      })
  }

  /** Starts a job, joins the account's running one for the same text, or answers that the limit is reached. */
  async function start(text: string, requester: Requester): Promise<StartOutcome> {
    const outcome = await startOrJoinJob(
      db,
      {
        id: crypto.randomUUID(),
        userId: requester.id,
        key: jobKey(text),
        text,
        owner,
        leaseMs: options.leaseMs,
        budgetMs: options.budgetMs,
      },
      requester.role === 'admin' ? null : options.hourlyLimit,
    )
    if (outcome.kind === 'started') execute(outcome.job, text, requester)
    return outcome
  }

  /** Waits until this process changes the job, or `ms` pass (another process may have changed it). */
  function changed(id: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        changes.off(id, done)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      changes.on(id, done)
      signal.addEventListener('abort', done)
    })
  }

  /** On shutdown: this process's running jobs end as failed and their work is aborted. */
  async function stopAll() {
    clearInterval(renewal)
    await Promise.all(
      [...local].map(async ([id, controller]) => {
        controller.abort()
        await emit(
          id,
          { type: 'failed', message: 'The server is restarting; try again in a moment.' },
          {
            state: 'failed',
          },
        ).catch(() => {})
      }),
    )
  }

  return {
    start,
    get: (id: string) => readJob(db, id),
    /** the job as this process last wrote it, when it runs here: no query */
    peek: (id: string) => mirror.get(id) ?? null,
    async cancel(id: string, userId: number) {
      const job = await cancelJob(db, id, userId)
      if (job && job.state !== 'running') local.get(id)?.abort()
      changes.emit(id)
      return job
    },
    changed,
    stopAll,
  }
}
