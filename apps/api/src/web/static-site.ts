import fs from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import helmet from '@fastify/helmet'
import type { Config } from '../config/env'

/** What the browser learns at run time, so one build runs on any host and port. Nothing secret here. */
export function publicWebConfig(config: Config) {
  return { apiHost: config.apiHost, contactEmail: config.contactEmail, mediaBaseUrl: config.media.baseUrl }
}

/** Serves the built SPA with its runtime config and a strict Content-Security-Policy. */
export async function buildStaticSite(config: Config, distDir: string) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`The web app is not built (${distDir}/index.html is missing): run npm run build`)
  }
  const app = Fastify({ logger: false })
  const origins = (url: string) => new URL(url).origin
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', origins(config.apiHost), origins(config.media.baseUrl)],
        connectSrc: ["'self'", origins(config.apiHost)],
        frameSrc: ['https://maps.google.com', 'https://www.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
  })
  const runtimeConfig = `window.__SCOUT_CONFIG__ = ${JSON.stringify(publicWebConfig(config))};\n`
  app.get('/config.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(runtimeConfig),
  )
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // the build writes .br and .gz next to each asset: chosen by Accept-Encoding, with Vary
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // hashed assets never change; index.html must always be revalidated
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      )
    },
  })
  // every real file has its own route above, so anything else is a page of the app, dots and all
  // ("/omniclass/Doors 2.5 in"); only a missing build asset answers 404, so a stale chunk fails loudly
  app.get('/*', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').startsWith('/assets/')) return reply.code(404).send('Not found')
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
  return app
}
