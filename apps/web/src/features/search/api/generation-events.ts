import type { GenerationEvent } from '@scout/shared/schemas/generation'
import { apiUrl } from '@/lib/api-client'
import { isEndEvent, parseGenerationEvent, type createReplayCursor } from '../lib/generation-stream'

export const generationPath = (jobId: string) => `/api/omniclass/generate/${encodeURIComponent(jobId)}`

const eventTypes = ['progress', 'done', 'failed', 'cancelled'] as const

type Handlers = {
  /** each event once and in order; after an end event the stream is closed */
  onEvent: (event: GenerationEvent) => void
  /** an event outside the shared contract; the stream is closed */
  onUnreadable: () => void
  /** the browser gave up on the stream (refused, unknown job, not an event stream) */
  onBroken: () => void
}

/**
 * `GET /api/omniclass/generate/{job_id}/events` as server-sent events. The API is on another origin and
 * knows the user by the session cookie, hence `withCredentials`. Returns how to close the stream.
 */
export function openGenerationEvents(
  jobId: string,
  cursor: ReturnType<typeof createReplayCursor>,
  handlers: Handlers,
): () => void {
  const source = new EventSource(apiUrl(`${generationPath(jobId)}/events`), { withCredentials: true })
  source.addEventListener('open', () => cursor.restart())
  const receive = (message: MessageEvent<unknown>) => {
    if (!cursor.take(message.lastEventId)) return
    const event = parseGenerationEvent(message.data)
    if (!event) {
      source.close()
      return handlers.onUnreadable()
    }
    // the server ends the stream after the last event; left open, the browser would reconnect for nothing
    if (isEndEvent(event)) source.close()
    handlers.onEvent(event)
  }
  for (const type of eventTypes) source.addEventListener(type, receive)
  source.addEventListener('error', () => {
    // while CONNECTING the browser retries by itself: the server replays and the cursor skips what was shown
    if (source.readyState === EventSource.CLOSED) handlers.onBroken()
  })
  return () => source.close()
}
