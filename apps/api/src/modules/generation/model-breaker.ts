/**
 * A circuit breaker for the model (issue 26: a slow model had made every generation wait 45 s). After
 * `failures` failures in a row it stays open for `openMs`: generations skip the model and the built-in draft
 * answers at once; then one call is let through to try it again. Per process, like a cache: each API process
 * learns on its own that the model is away, which costs each at most `failures` slow calls.
 */
export function createBreaker(options: { failures: number; openMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  let failuresInRow = 0
  let openUntil = 0
  let trying = false
  return {
    /** whether a call may be made now; while half-open, only one caller at a time */
    allows(): boolean {
      if (failuresInRow < options.failures) return true
      if (now() < openUntil || trying) return false
      trying = true
      return true
    },
    succeeded() {
      failuresInRow = 0
      trying = false
    },
    failed() {
      failuresInRow++
      trying = false
      if (failuresInRow >= options.failures) openUntil = now() + options.openMs
    },
  }
}

export type Breaker = ReturnType<typeof createBreaker>

const breakers = new Map<string, Breaker>()

/** The process's breaker for one endpoint: three failures in a row leave it alone for a minute. */
export function breakerFor(baseUrl: string): Breaker {
  let breaker = breakers.get(baseUrl)
  if (!breaker) breakers.set(baseUrl, (breaker = createBreaker({ failures: 3, openMs: 60_000 })))
  return breaker
}
