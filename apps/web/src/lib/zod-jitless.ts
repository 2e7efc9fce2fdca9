import { z } from 'zod/v4'

/**
 * The web build's `zod` (vite.config.ts aliases it here). zod compiles object parsers with
 * `new Function` unless told not to, and probes for it when the first object schema is made; our CSP
 * forbids eval, so the probe alone was reported as a violation on every page. Every module that
 * imports `zod` imports this first, so the setting precedes every schema, whatever the chunk order.
 */
z.config({ jitless: true })

export * from 'zod/v4'
export { z, z as default }
