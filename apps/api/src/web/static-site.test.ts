import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { parseConfig } from '../config/env'
import { buildStaticSite } from './static-site'

const indexHtml = '<!doctype html><title>Scout</title><script src="/config.js"></script>'
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-dist-'))
let site: FastifyInstance
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml)
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  // as the build's precompress step leaves them: the same bytes, compressed
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'))
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'))
  fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(indexHtml))
  const config = parseConfig({
    NODE_ENV: 'production',
    API_HOST: 'https://api.scout.example',
    WEB_ORIGIN: 'https://scout.example',
    CONTACT_EMAIL: 'help@scout.example',
  })
  site = await buildStaticSite(config, dist)
})
afterAll(async () => {
  await site.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the web server', () => {
  it('hands the browser its runtime settings, never cached', async () => {
    const response = await site.inject('/config.js')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('"apiHost":"https://api.scout.example"')
    expect(response.body).toContain('"contactEmail":"help@scout.example"')
  })

  it('sends a strict Content-Security-Policy on every page', async () => {
    const response = await site.inject('/omniclass/Doors')
    const csp = response.headers['content-security-policy'] as string
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(csp).toContain("connect-src 'self' https://api.scout.example")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves the app for client routes, hashed assets for a year, and 404 for missing files', async () => {
    const page = await site.inject('/manufacturer/Acme_Doors')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    const asset = await site.inject('/assets/index-abc123.js')
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await site.inject('/assets/missing.js')).statusCode).toBe(404)
  })

  it('reloading a page whose name holds a dot serves the app over HTTP', async () => {
    const address = await site.listen({ port: 0, host: '127.0.0.1' })
    for (const page of ['/omniclass/Doors%202.5%20in', '/manufacturer/Acme%20Inc.', '/search/v1.2']) {
      const response = await fetch(`${address}${page}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toContain('<title>Scout</title>')
    }
    expect((await fetch(`${address}/assets/gone-123.js`)).status).toBe(404)
  })

  it('hands out the pre-compressed files by Accept-Encoding, saying that it varies', async () => {
    const url = '/assets/index-abc123.js'
    const br = await site.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)')
    const gz = await site.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)')
    const plain = await site.inject({ url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i)
    expect(plain.body).toBe('console.log(1)')
    const page = await site.inject({ url: '/omniclass/Doors', headers: { 'accept-encoding': 'br' } })
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml)
  })

  it('refuses to start without a build', async () => {
    await expect(buildStaticSite(parseConfig({}), path.join(dist, 'nowhere'))).rejects.toThrow('not built')
  })
})
