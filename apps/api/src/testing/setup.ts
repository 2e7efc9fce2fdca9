import { afterEach, beforeEach, vi } from 'vitest'

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
