import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { bootEntry } from './boot-entry'
import { entryChunk } from './entry-chunk'
import { precompress } from './precompress'

/** In `vite dev` the runtime config comes from here; in production the web server serves it. */
function devRuntimeConfig(): Plugin {
  const apiHost = process.env.API_HOST ?? `http://localhost:${process.env.API_PORT ?? 8000}`
  return {
    name: 'scout-dev-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript')
        res.end(
          `window.__SCOUT_CONFIG__ = ${JSON.stringify({ apiHost, contactEmail: 'hello@scout.local', mediaBaseUrl: `${apiHost}/media` })}`,
        )
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeConfig(), bootEntry(), entryChunk(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(__dirname, 'src') },
      { find: /^zod$/, replacement: path.resolve(__dirname, 'src/lib/zod-jitless.ts') },
    ],
  },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  // the manifest lets `npm run bench` add up each route's chunks
  build: { sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
})
