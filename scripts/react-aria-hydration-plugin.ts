import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const shim = fileURLToPath(new URL('../design-system/hydration/react-aria-ssr.ts', import.meta.url))
const original = 'react-aria-ssr:original'
const ssrModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/

/**
 * The browser build's react-aria takes its "is this the server render?" answer from the shop's
 * hydration state (design-system/hydration/react-aria-ssr.ts) instead of a store that forces a
 * blocking re-render of every react-aria component after hydration. The server render keeps
 * react-aria as it is (it answers "server" there either way).
 */
export function reactAriaHydrationPlugin(): Plugin {
  let originalFile: string | null = null
  return {
    name: 'gruzovik:react-aria-hydration',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === original) return originalFile
      if (!importer || importer === shim || !/SSRProvider/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !ssrModule.test(resolved.id)) return null
      originalFile = resolved.id
      return shim
    },
    buildEnd(error) {
      // A react-aria that moved its module would silently bring back the blocking re-render.
      if (!error && !originalFile) {
        this.error("react-aria's ssr/SSRProvider module was not found: update the plugin's pattern")
      }
    },
  }
}
