import fs from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export interface RouteAssets {
  css: string[]
  js: string[]
}

/**
 * A route id of the shop's file routes as its file: `/` → `index`, `/parts/$slug` →
 * `parts.$slug`, `/catalog/$a/` → `catalog.$a.index`.
 */
export function routeFile(routeId: string): string | null {
  if (routeId === '__root__') return null
  const trimmed = routeId.replace(/^\//, '')
  const withIndex = trimmed === '' ? 'index' : trimmed.replace(/\/$/, '/index')
  return `src/routes/${withIndex.replaceAll('/', '.')}.tsx`
}

/**
 * Parts of every page's layout that the browser loads lazily but the server renders at once:
 * their styles must be in the head too.
 */
const lazyLayoutParts = ['src/features/layout/components/Footer/Footer.tsx']

/**
 * The stylesheets and scripts a server-rendered page needs beyond index.html's own: each
 * matched route's component chunk with what it imports, from the build's Vite manifest. Styles
 * go in the head so the first paint is styled; scripts are preloaded for hydration.
 */
export function readRouteAssets(distDir: string): (routeIds: readonly string[]) => RouteAssets {
  let manifest: Record<string, ManifestChunk>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  } catch {
    return () => ({ css: [], js: [] })
  }
  const collect = (key: string, seen: Set<string>, into: RouteAssets) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    into.js.push(`/${chunk.file}`)
    for (const css of chunk.css ?? []) into.css.push(`/${css}`)
    for (const child of chunk.imports ?? []) collect(child, seen, into)
  }
  const shell: RouteAssets = { css: [], js: [] }
  collect('index.html', new Set(), shell)
  const layout: RouteAssets = { css: [], js: [] }
  for (const key of lazyLayoutParts) collect(key, new Set(), layout)
  const cache = new Map<string, RouteAssets>()
  return (routeIds) => {
    const key = routeIds.join('|')
    const cached = cache.get(key)
    if (cached) return cached
    const found: RouteAssets = { css: [...layout.css], js: [...layout.js] }
    const seen = new Set<string>()
    for (const id of routeIds) {
      const file = routeFile(id)
      if (file) collect(`${file}?tsr-split=component`, seen, found)
    }
    const assets = {
      css: [...new Set(found.css)].filter((href) => !shell.css.includes(href)),
      js: [...new Set(found.js)].filter((href) => !shell.js.includes(href)),
    }
    cache.set(key, assets)
    return assets
  }
}
