import { GenerationEventSchema, type GenerationEvent } from '@scout/shared/schemas/generation'

/** The events that end a job's stream. */
export type GenerationEnd = Exclude<GenerationEvent, { type: 'progress' }>

export function isEndEvent(event: GenerationEvent): event is GenerationEnd {
  return event.type !== 'progress'
}

/** One server-sent event's data, checked with the shared schema; null when it does not fit the contract. */
export function parseGenerationEvent(data: unknown): GenerationEvent | null {
  if (typeof data !== 'string') return null
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const parsed = GenerationEventSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/**
 * The server replays a job's events from the first one on every connection (and the polling answer lists
 * them all), so after a reconnect the events already shown arrive again. The cursor passes each on once.
 */
export function createReplayCursor() {
  let delivered = 0
  let seen = 0
  return {
    /** A new connection: its first event is the job's first event again. */
    restart() {
      seen = 0
    },
    /**
     * The next event of the current connection: true when it is new. `id` is the event's position in the job
     * (the server's `id:` line): a reconnection that resumed after Last-Event-ID starts past the first event.
     */
    take(id?: string): boolean {
      const position = Number(id)
      seen = id && Number.isInteger(position) && position > 0 ? position : seen + 1
      if (seen <= delivered) return false
      delivered = seen
      return true
    },
    /** The job's whole event list (polling): the ones not passed on yet. */
    takeNew<T>(events: readonly T[]): T[] {
      const fresh = events.slice(delivered)
      delivered = Math.max(delivered, events.length)
      return fresh
    },
  }
}
