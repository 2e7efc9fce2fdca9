import { defineConfig } from 'vitest/config'

/**
 * `npm run eval:generation`: the generator's accuracy on Table 23, measured and held to its floor, apart from
 * `npm test` (docs/decisions/006). Each eval prints its score; no time limit, as a loaded machine is slow.
 */
export default defineConfig({
  test: {
    name: 'eval',
    root: 'apps/api',
    environment: 'node',
    include: ['src/**/*.eval.ts'],
    setupFiles: ['src/testing/setup.ts'],
    fileParallelism: false,
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
  },
})
