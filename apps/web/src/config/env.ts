import { z } from 'zod'

const RuntimeConfigSchema = z.object({
  apiHost: z.string().url(),
  contactEmail: z.string(),
  mediaBaseUrl: z.string().url(),
})

declare global {
  interface Window {
    __SCOUT_CONFIG__?: unknown
  }
}

/** Read once from /config.js, which the server writes at start-up: one build runs on any host. */
export const runtimeConfig = RuntimeConfigSchema.parse(window.__SCOUT_CONFIG__)
