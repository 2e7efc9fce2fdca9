// `npm run build -w @scout/api`: the server as one JavaScript file, run by plain `node` in production.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = path.dirname(fileURLToPath(import.meta.url))
const outdir = path.join(here, 'dist')
const outfile = path.join(outdir, 'serve.js')
// generation's worker thread is an entry of its own (modules/generation/generation-pool.ts finds it by this name)
const workerFile = path.join(outdir, 'catalogue-worker.js')
const ours = /[\\/](apps[\\/]api|packages[\\/]shared)[\\/]src[\\/].*\.tsx?$/

/** npm packages stay in node_modules (native addons, worker files, their own paths); our workspaces are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scout/') ? undefined : { path: args.path, external: true },
    )
  },
}

/**
 * Each module keeps its own `import.meta.url` (migrations, seed data and the web build are found
 * relative to their source files), expressed relative to the bundle so the checkout can move.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: ours }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8')
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/')
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' }
    })
  },
}

await build({
  entryPoints: {
    serve: path.join(here, 'src/cli/serve.ts'),
    'catalogue-worker': path.join(here, 'src/modules/generation/catalogue-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages, ownImportMetaUrl],
  // each bundled module's import.meta.url names its source file, so the pool is told where the built worker is
  define: {
    __GENERATION_WORKER__: JSON.stringify(path.relative(here, workerFile).split(path.sep).join('/')),
  },
  logLevel: 'warning',
})
process.stdout.write(`Built ${path.relative(process.cwd(), outfile)} and its generation worker\n`)
