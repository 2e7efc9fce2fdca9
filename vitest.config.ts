import path from 'node:path'
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
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', root: 'apps/web', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // components in a DOM (Testing Library on happy-dom), against a fake API at the fetch edge
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web-dom',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
        },
      },
    ],
  },
})
