import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './env'

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
})
