import { afterEach, beforeEach, vi } from 'vitest'

// the S3 client warns once per process that its releases after January 2027 need Node 22; this machine runs
// Node 20 by design (README), so the notice is known and would only clutter the test output
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

// a stray console.error or console.warn fails the test unless the test expects it (epic-stack)
let unexpected: string[] = []
beforeEach(() => {
  unexpected = []
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`)
    })
  }
})
afterEach(() => {
  vi.restoreAllMocks()
  if (unexpected.length) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`)
})
