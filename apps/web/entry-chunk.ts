import type { Plugin } from 'vite'

/**
 * Everything src/main.tsx imports statically goes into one chunk (decision record 010, "One entry chunk").
 * Those modules load on every page anyway; split by which lazy routes share them, they went out as a dozen
 * small files, and over HTTP/1.1's six connections each round of requests costs the page a round trip.
 * The boot script (src/boot) stays its own chunk, so it still runs before the app has downloaded.
 */
export function entryChunk(): Plugin {
  const eager = new Set<string>()
  const isBoot = (id: string) => /[\\/]src[\\/](boot[\\/]|lib[\\/]api-url\.ts)/.test(id)
  return {
    name: 'scout-entry-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'app', test: (id: string) => eager.has(id), includeDependenciesRecursively: false }],
            },
          },
        },
      },
    }),
    buildEnd() {
      const main = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id))
      if (!main) throw new Error('src/main.tsx is not in the build')
      const visit = (id: string) => {
        if (eager.has(id) || isBoot(id)) return
        eager.add(id)
        this.getModuleInfo(id)?.importedIds.forEach(visit)
      }
      visit(main)
    },
  }
}
