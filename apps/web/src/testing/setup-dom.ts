import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// what /config.js sets in the browser
window.__SCOUT_CONFIG__ = {
  apiHost: 'http://api.test',
  contactEmail: 'hello@scout.local',
  mediaBaseUrl: 'http://api.test/media',
}

// Radix measures and observes elements; happy-dom has no layout, so these are inert
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= function () {}
Element.prototype.hasPointerCapture ??= () => false

// a stray console.error or console.warn fails the test unless the test expects it (as in the API suite)
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
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  if (unexpected.length) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`)
})
