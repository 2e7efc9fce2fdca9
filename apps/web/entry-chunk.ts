import type { Plugin, Rollup } from 'vite'

/**
 * Fewer, larger chunks on the two routes Lighthouse scores (decision record 010, "Chunks"):
 * - everything src/main.tsx imports statically is one chunk: it loads on every page anyway, and split by which
 *   lazy routes share it, it went out as a dozen small files;
 * - what only the home route or only the parameter search imports goes with that route's own chunk.
 * Over HTTP/1.1's six connections a page pays a round trip per six files. The boot script (src/boot) stays a
 * chunk of its own, so it still runs before the app has downloaded.
 */
const routes = { home: 'src/app/routes/home.tsx', omniclass: 'src/app/routes/omniclass.tsx' }
const isBoot = (id: string) => /[\\/]src[\\/](boot[\\/]|lib[\\/]api-url\.ts)/.test(id)

function reachable(context: Rollup.PluginContext, from: string, skip: Set<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id) || skip.has(id) || isBoot(id)) return
    seen.add(id)
    context.getModuleInfo(id)?.importedIds.forEach(visit)
  }
  visit(from)
  return seen
}

export function entryChunk(): Plugin {
  const groupOf = new Map<string, string>()
  return {
    name: 'scout-entry-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => groupOf.get(id) ?? null,
                  test: (id: string) => groupOf.has(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/${suffix}`))
        if (!id) throw new Error(`${suffix} is not in the build`)
        return id
      }
      const eager = reachable(this, find('src/main.tsx'), new Set())
      eager.forEach((id) => groupOf.set(id, 'app'))
      // a route's own module stays its chunk's entry, so Vite's manifest (npm run bench) still names it
      const [home, omniclass] = [routes.home, routes.omniclass].map((route) => {
        const modules = reachable(this, find(route), eager)
        modules.delete(find(route))
        return modules
      })
      home!.forEach((id) => omniclass!.has(id) || groupOf.set(id, 'home-modules'))
      omniclass!.forEach((id) => home!.has(id) || groupOf.set(id, 'omniclass-modules'))
    },
  }
}
