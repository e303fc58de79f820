import type { Plugin } from 'vite'
import type { RouteRules } from '../src/route-rules.ts'

/**
 * Writes builds/latest.json (polled for new versions) and builds/meta/{buildId}.json
 * (the app manifest with route rules) next to the built shop.
 */
export function buildManifestPlugin(options: { buildId: string; routeRules: RouteRules }): Plugin {
  const timestamp = Date.now()
  return {
    name: 'gruzovik-build-manifest',
    apply: 'build',
    generateBundle() {
      const latest = { id: options.buildId, timestamp }
      const meta = { id: options.buildId, timestamp, routeRules: options.routeRules }
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify(latest),
      })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${options.buildId}.json`,
        source: JSON.stringify(meta),
      })
    },
  }
}
