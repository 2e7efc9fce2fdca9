import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, configVariables, defaultEnvFile, loadEnvFile, parseConfig } from './env'

describe('configuration', () => {
  it('needs nothing in local mode', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      apiPort: 8000,
      webPort: 3000,
      apiHost: 'http://localhost:8000',
      webOrigin: 'http://localhost:3000',
    })
    expect(config.dataDir.endsWith('/data')).toBe(true)
  })

  it('follows the ports when no public addresses are given', () => {
    expect(parseConfig({ API_PORT: '9000', WEB_PORT: '9001' })).toMatchObject({
      apiHost: 'http://localhost:9000',
      webOrigin: 'http://localhost:9001',
    })
  })

  it('stops a production start without API_HOST, saying so (spec §8)', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow('The production API address is not set')
    expect(parseConfig({ NODE_ENV: 'production', API_HOST: 'https://api.scout.example' }).isProduction).toBe(
      true,
    )
  })

  it('lists every bad value', () => {
    expect(() => parseConfig({ API_PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL/,
    )
  })

  it('lists every variable it reads in .env.example', () => {
    const example = fs.readFileSync(path.join(path.dirname(defaultEnvFile), '.env.example'), 'utf8')
    const missing = configVariables.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example))
    expect(missing).toEqual([])
  })

  it('reads .env when there is one, the real environment winning', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scout-env-')), '.env')
    fs.writeFileSync(file, 'SCOUT_TEST_FROM_FILE=file\nSCOUT_TEST_BOTH=file\n')
    process.env.SCOUT_TEST_BOTH = 'real'
    try {
      loadEnvFile(file)
      expect(process.env.SCOUT_TEST_FROM_FILE).toBe('file')
      expect(process.env.SCOUT_TEST_BOTH).toBe('real')
      expect(() => loadEnvFile(path.join(path.dirname(file), 'absent.env'))).not.toThrow()
    } finally {
      delete process.env.SCOUT_TEST_FROM_FILE
      delete process.env.SCOUT_TEST_BOTH
      fs.rmSync(path.dirname(file), { recursive: true, force: true })
    }
  })
})
