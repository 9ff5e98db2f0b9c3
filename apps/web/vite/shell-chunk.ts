import type { Plugin } from 'vite'

/** Route modules stay their own chunks; only what they import is gathered. */
const isRouteModule = (id: string) => /[\\/]app[\\/](root\.tsx|routes[\\/])/.test(id)

/**
 * Every page's first download is the framework, the root and the public layout (every page sits in it),
 * the page itself, and what those import. Left to itself the bundler cut what the root and the layout
 * import into some forty small chunks by which pages share them; each file is compressed on its own,
 * and together they compressed 10 KB worse than as one file. This gathers the application code the
 * root and the layout import statically into one "shell" chunk, which every page loads anyway.
 */
export function shellChunk({ layouts }: { layouts: RegExp[] }): Plugin {
  const shell = new Set<string>()
  return {
    name: 'utsab:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) }] } },
          },
        },
      }
    },
    buildEnd() {
      const starts = [...this.getModuleIds()].filter((id) => layouts.some((layout) => layout.test(id)))
      const seen = new Set<string>()
      const visit = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        const info = this.getModuleInfo(id)
        if (!info) return
        // The framework keeps its own chunks; the application's code is what is gathered.
        if (!/node_modules/.test(id) && !isRouteModule(id.replace(/\?.*$/, ''))) shell.add(id)
        for (const imported of info.importedIds) visit(imported)
      }
      starts.forEach(visit)
    },
  }
}
