import type { Plugin, Rollup } from 'vite'

const source = 'src/boot/start.ts'
/** The pages whose code the boot script fetches early: path pattern (as in src/boot/route-code.ts) → route module. */
const earlyRoutes = { table: 'src/app/routes/omniclass.tsx' }

/** A route's chunk and the chunks it imports, minus those index.html already loads. */
function routeFiles(bundle: Rollup.OutputBundle, route: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loaded = new Set<string>()
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file) || !byFile.has(file)) return
    into.add(file)
    byFile.get(file)!.imports.forEach((next) => collect(next, into))
  }
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => collect(chunk.fileName, loaded))
  const own = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${route}`))
  if (!own) throw new Error(`${route} has no chunk`)
  const files = new Set<string>()
  collect(own.fileName, files)
  return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`)
}

/**
 * src/boot/start.ts as an entry of its own, loaded by index.html as a small async module right after
 * /config.js: Vite joins every module script of index.html into one entry, which would make it wait for the
 * whole app (decision record 010, "Early requests"). The build also writes, as a JSON data block (no script,
 * so the CSP allows it), the files of a table page's code, which the boot script preloads on that page.
 */
export function bootEntry(): Plugin {
  return {
    name: 'scout-boot-entry',
    config: (_config, { command }) =>
      command === 'build'
        ? { build: { rollupOptions: { input: { index: 'index.html', boot: source } } } }
        : undefined,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        )
        if (context.bundle && !chunk) throw new Error(`${source} was not built`)
        const src = chunk ? `/${chunk.fileName}` : `/${source}`
        const code = context.bundle
          ? Object.fromEntries(
              Object.entries(earlyRoutes).map(([page, route]) => [page, routeFiles(context.bundle!, route)]),
            )
          : {}
        // right after /config.js, which it reads, and ahead of the app's scripts, so it is fetched first
        const config = '<script src="/config.js"></script>'
        if (!html.includes(config)) throw new Error(`index.html has no ${config}`)
        return html.replace(
          config,
          `${config}\n    <script type="application/json" id="scout-route-code">${JSON.stringify(code)}</script>` +
            `\n    <script type="module" async crossorigin src="${src}"></script>`,
        )
      },
    },
  }
}
