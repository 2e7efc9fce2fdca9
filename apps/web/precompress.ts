import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes `.br` and `.gz` next to every text asset at build time, at the strongest settings: the
 * web server hands them out by Accept-Encoding and never compresses on the request thread.
 * A file that would not shrink by a tenth is left alone.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'scout-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => compressible.test(file) && !file.startsWith('.vite'))
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file)
          const raw = fs.readFileSync(full)
          if (raw.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
          ])
          if (br.length < raw.length * 0.9) fs.writeFileSync(`${full}.br`, br)
          if (gz.length < raw.length * 0.9) fs.writeFileSync(`${full}.gz`, gz)
        }),
      )
    },
  }
}
