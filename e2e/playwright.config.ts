import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

export const apiPort = Number(process.env.E2E_API_PORT ?? 8130)
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3130)
export const adminEmail = 'admin@e2e.scout'
export const adminPassword = 'e2e admin password'
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `scout-e2e-${process.pid}`)

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? './artifacts/results.json' }],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
  ],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // the real server on a fresh embedded database with the demo data, as `npm start` runs it
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/api/src/cli/serve.ts`,
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    url: `http://localhost:${apiPort}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
})
