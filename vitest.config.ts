import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
})
