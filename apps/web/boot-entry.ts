import type { Plugin } from 'vite'

const source = 'src/boot/start.ts'

/**
 * src/boot/start.ts as an entry of its own, loaded by index.html as a small async module right after
 * /config.js: Vite joins every module script of index.html into one entry, which would make it wait for the
 * whole app (decision record 010, "Early requests").
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
        // right after /config.js, which it reads, and ahead of the app's scripts, so it is fetched first
        const config = '<script src="/config.js"></script>'
        if (!html.includes(config)) throw new Error(`index.html has no ${config}`)
        return html.replace(config, `${config}\n    <script type="module" async crossorigin src="${src}"></script>`)
      },
    },
  }
}
