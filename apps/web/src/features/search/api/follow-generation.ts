import { generationBudgetMs, type GenerationEvent } from '@scout/shared/schemas/generation'
import { reasonOf } from '@/lib/api-client'
import { endOfRefusedStart } from '../lib/generation-failure'
import { createReplayCursor, isEndEvent, type GenerationEnd } from '../lib/generation-stream'
import { cancelGeneration } from './cancel-generation'
import { openGenerationEvents } from './generation-events'
import { getGenerationStatus } from './get-generation-status'
import { startGeneration } from './start-generation'

export type GenerationProgress = Extract<GenerationEvent, { type: 'progress' }>
export type GenerationListener = {
  onProgress: (event: GenerationProgress) => void
  /** called once: the job is done, failed or was cancelled; nothing is reported after it */
  onEnd: (end: GenerationEnd) => void
}
export type GenerationHandle = {
  /** Stops listening; with `cancelJob` the server is told this user no longer waits (DELETE). */
  stop: (options: { cancelJob: boolean }) => void
}

const pollMs = 1000
// the server ends a job at its budget; this only covers a server that went quiet
const graceMs = 10_000
const lateMessage =
  'Generation took longer than 60 seconds and was stopped; try again or pick an existing table.'
const unreadableMessage = 'The server answered in a form this page cannot read; try again in a moment.'

function cancelQuietly(jobId: string) {
  // a job that already ended, or expired, has nothing left to cancel; it stops at its budget regardless
  cancelGeneration(jobId).catch(() => undefined)
}

/**
 * One generation as the home page follows it: start (or join) the job, read its events as a stream, and
 * poll the job's status instead when the stream cannot be read.
 */
export function followGeneration(text: string, listener: GenerationListener): GenerationHandle {
  const cursor = createReplayCursor()
  const polling = new AbortController()
  let jobId: string | null = null
  let finished = false
  let cancelWhenStarted = false
  let closeStream = () => {}
  let pollTimer: ReturnType<typeof setTimeout> | undefined

  function finish() {
    finished = true
    closeStream()
    clearTimeout(pollTimer)
    clearTimeout(deadline)
    polling.abort()
  }
  function end(event: GenerationEnd) {
    if (finished) return
    finish()
    listener.onEnd(event)
  }
  const fail = (message: string) => end({ type: 'failed', message })
  function receive(event: GenerationEvent) {
    if (finished) return
    if (isEndEvent(event)) end(event)
    else listener.onProgress(event)
  }

  const deadline = setTimeout(() => {
    if (jobId) cancelQuietly(jobId)
    fail(lateMessage)
  }, generationBudgetMs + graceMs)

  async function poll(id: string) {
    try {
      const status = await getGenerationStatus(id, polling.signal)
      for (const event of cursor.takeNew(status.events)) receive(event)
      if (!finished) pollTimer = setTimeout(() => void poll(id), pollMs)
    } catch (error) {
      if (!finished) fail(reasonOf(error))
    }
  }

  startGeneration(text).then(
    (id) => {
      if (finished) {
        if (cancelWhenStarted) cancelQuietly(id)
        return
      }
      jobId = id
      closeStream = openGenerationEvents(id, cursor, {
        onEvent: receive,
        onUnreadable: () => fail(unreadableMessage),
        onBroken: () => void poll(id),
      })
    },
    // a 400 NOT_A_PRODUCT ends as the job's own refusal would, code and all
    (error: unknown) => end(endOfRefusedStart(error)),
  )

  return {
    stop({ cancelJob }) {
      if (finished) return
      finish()
      if (!cancelJob) return
      if (jobId) cancelQuietly(jobId)
      else cancelWhenStarted = true
    },
  }
}
